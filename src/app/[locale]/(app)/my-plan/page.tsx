import { setRequestLocale } from "next-intl/server";
import { MyPlanPage } from "@/features/courses/components/plan/my-plan-page";
import { PersonalPlanPanel } from "@/features/funnels/components/plan/personal-plan-panel";
import { normalizeLocale } from "@/lib/i18n";
import { registeredPageMetadata } from "@/server/page-metadata";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = registeredPageMetadata("/my-plan");

export default async function Page({ params, searchParams }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  return <MyPlanPage locale={locale} query={await searchParams} personalPlan={<PersonalPlanPanel locale={locale} />} />;
}
