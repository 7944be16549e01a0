import { setRequestLocale } from "next-intl/server";
import { QuizIndexPage } from "@/features/words/components/guides/guide-index-pages";
import { normalizeLocale } from "@/lib/i18n";
import { registeredPageMetadata } from "@/server/page-metadata";

type Props = { params: Promise<{ locale: string }> };

export const revalidate = 3600;
export const generateMetadata = registeredPageMetadata("/quiz");

export default async function Page({ params }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  return <QuizIndexPage locale={locale} />;
}
