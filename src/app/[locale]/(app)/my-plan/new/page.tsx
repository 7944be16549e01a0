import { setRequestLocale } from "next-intl/server";
import { PlanRevealSection } from "@/features/funnels/components/plan/plan-reveal-section";
import { normalizeLocale } from "@/lib/i18n";
import { registeredPageMetadata } from "@/server/page-metadata";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = registeredPageMetadata("/my-plan/new");

export default async function Page({ params, searchParams }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  const { funnel } = await searchParams;
  return <PlanRevealSection locale={locale} funnel={typeof funnel === "string" ? funnel : undefined} />;
}
