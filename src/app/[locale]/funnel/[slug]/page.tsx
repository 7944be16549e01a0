import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { FunnelPage } from "@/features/funnels/components/funnel-page";
import { loadFunnel, readFunnelChrome } from "@/features/funnels/server";
import { normalizeLocale } from "@/lib/i18n";
import { registeredPageMetadata } from "@/server/page-metadata";

type Props = {
  params: Promise<{ locale: string; slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = registeredPageMetadata("/funnel/[slug]");

/** An onboarding funnel (issue 14): `?screen=<id>`, `?webview=true`, `?hideHeader=true`; an unknown slug is a 404. */
export default async function Page({ params, searchParams }: Props) {
  const { locale: requested, slug } = await params;
  const locale = normalizeLocale(requested) ?? "en";
  setRequestLocale(locale);
  const definition = loadFunnel(slug);
  if (!definition) notFound();
  const query = await searchParams;
  const screen = typeof query.screen === "string" ? query.screen : undefined;
  return <FunnelPage locale={locale} definition={definition} requestedScreen={screen} chrome={readFunnelChrome(query)} />;
}
