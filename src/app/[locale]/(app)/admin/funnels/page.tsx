import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminFunnelReport } from "@/features/funnels/components/admin/admin-funnel-report";
import { normalizeLocale } from "@/lib/i18n";
import { adminPageMetadata, requireAdmin } from "../admin-only";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = normalizeLocale((await params).locale) ?? "en";
  return adminPageMetadata(async () => (await getTranslations({ locale, namespace: "adminFunnels" }))("title"));
}

/** Admin only: anyone else gets the ordinary 404 page (requireAdmin, checked on the server on every request). */
export default async function Page({ params, searchParams }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  // The locale first: a 404 from the guard renders the not-found page, which reads it.
  setRequestLocale(locale);
  await requireAdmin();
  return <AdminFunnelReport locale={locale} searchParams={await searchParams} />;
}
