import { redirectToFunnel } from "@/features/funnels/server";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /courses-onboarding (spec section 2): a 307 to its onboarding funnel, keeping screen, webview and hideHeader (decision record 0036). */
export default async function Page({ params, searchParams }: Props) {
  return redirectToFunnel("/courses-onboarding", (await params).locale, await searchParams);
}
