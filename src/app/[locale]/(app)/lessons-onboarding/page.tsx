import { redirectToFunnel } from "@/features/funnels/server";
import { normalizeLocale } from "@/lib/i18n";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** /lessons-onboarding (spec section 2): one-to-one lessons' funnel, `lessons-onboarding` (a 307 keeping screen and the flags). */
export default async function Page({ params, searchParams }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  redirectToFunnel("/lessons-onboarding", locale, await searchParams);
}
