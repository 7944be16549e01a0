import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { normalizeLocale } from "@/lib/i18n";

type Props = { params: Promise<{ locale: string }> };

/** The tab says what happened, also in the served HTML (the 404 page itself cannot set metadata). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = normalizeLocale((await params).locale) ?? "en";
  const t = await getTranslations({ locale, namespace: "errors" });
  return { title: t("notFoundTitle") };
}

/** Any unknown path under a locale renders that locale's 404 page. */
export default function UnknownPage() {
  notFound();
}
