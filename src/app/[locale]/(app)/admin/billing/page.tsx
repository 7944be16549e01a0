import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminBilling } from "@/features/billing/components/admin-billing";
import { normalizeLocale } from "@/lib/i18n";
import { adminPageMetadata, requireAdmin } from "../admin-only";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = normalizeLocale((await params).locale) ?? "en";
  return adminPageMetadata(async () => (await getTranslations({ locale, namespace: "adminBilling" }))("title"));
}

/** Admin only: anyone else gets the ordinary 404 page (requireAdmin, checked on the server on every request). */
export default async function Page({ params, searchParams }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  // The locale first: a 404 from the guard renders the not-found page, which reads it.
  setRequestLocale(locale);
  await requireAdmin();
  const q = (await searchParams).q;
  return <AdminBilling locale={locale} query={(Array.isArray(q) ? q[0] : q)?.trim() ?? ""} />;
}
