import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminQueue } from "@/features/ukraine/components/admin-queue";
import { normalizeLocale } from "@/lib/i18n";
import { adminPageMetadata, requireAdmin } from "../admin-only";

type Props = { params: Promise<{ locale: string }> };

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = normalizeLocale((await params).locale) ?? "en";
  return adminPageMetadata(async () => (await getTranslations({ locale, namespace: "adminFreeForUkraine" }))("title"));
}

/** Admin only: anyone else gets the ordinary 404 page (requireAdmin, checked on the server on every request). */
export default async function Page({ params }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  // The locale first: a 404 from the guard renders the not-found page, which reads it.
  setRequestLocale(locale);
  await requireAdmin();
  return <AdminQueue locale={locale} />;
}
