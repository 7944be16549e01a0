import { setRequestLocale } from "next-intl/server";
import { DownloadAppPage } from "@/features/funnels/components/download-app/download-app-page";
import { normalizeLocale } from "@/lib/i18n";
import { registeredPageMetadata } from "@/server/page-metadata";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = registeredPageMetadata("/download-app");

export default async function Page({ params }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  return <DownloadAppPage locale={locale} />;
}
