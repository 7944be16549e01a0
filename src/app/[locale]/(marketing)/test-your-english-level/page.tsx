import { setRequestLocale } from "next-intl/server";
import { LevelTestPage } from "@/features/level-test/components/level-test-page";
import { normalizeLocale } from "@/lib/i18n";
import { registeredPageMetadata } from "@/server/page-metadata";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = registeredPageMetadata("/test-your-english-level");

/** The English level test (issue 14, item 3; decision record 0032). */
export default async function Page({ params }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  return <LevelTestPage locale={locale} />;
}
