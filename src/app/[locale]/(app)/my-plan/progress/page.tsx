import { setRequestLocale } from "next-intl/server";
import { MyProgressPage } from "@/features/courses/components/plan/my-plan-page";
import { normalizeLocale } from "@/lib/i18n";
import { registeredPageMetadata } from "@/server/page-metadata";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = registeredPageMetadata("/my-plan/progress");

export default async function Page({ params }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  return <MyProgressPage locale={locale} />;
}
