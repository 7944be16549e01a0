import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { getAdminUser } from "@/features/auth/server";
import { AdminFlags } from "@/features/growth/components/admin-flags";
import { normalizeLocale } from "@/lib/i18n";

type Props = { params: Promise<{ locale: string }> };

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = normalizeLocale((await params).locale) ?? "en";
  const t = await getTranslations({ locale, namespace: "admin" });
  return { title: t("flagsTitle"), robots: { index: false, follow: false } };
}

/** Admin only: anyone else gets the 404 page (the role is checked on the server on every request). */
export default async function Page({ params }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  if (!(await getAdminUser(await headers()))) notFound();
  setRequestLocale(locale);
  return <AdminFlags locale={locale} />;
}
