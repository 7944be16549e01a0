import { redirectToFunnel } from "@/features/funnels/server";
import { normalizeLocale } from "@/lib/i18n";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** /tutoring/short-onboarding (spec section 2): the short tutoring funnel, `tutoring-short-onboarding` (a 307 keeping screen and the flags). */
export default async function Page({ params, searchParams }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  redirectToFunnel("/tutoring/short-onboarding", locale, await searchParams);
}
