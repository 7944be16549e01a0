import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { getAdminUser } from "@/features/auth/server";
import { AdminEvents } from "@/features/growth/components/admin-events";
import { normalizeLocale } from "@/lib/i18n";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = normalizeLocale((await params).locale) ?? "en";
  const t = await getTranslations({ locale, namespace: "admin" });
  return { title: t("eventsTitle"), robots: { index: false, follow: false } };
}

/** Admin only: anyone else gets the 404 page (the role is checked on the server on every request). */
export default async function Page({ params, searchParams }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  if (!(await getAdminUser(await headers()))) notFound();
  setRequestLocale(locale);
  return <AdminEvents locale={locale} searchParams={await searchParams} />;
}
