import { redirectToFunnel } from "@/features/funnels/server";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /my-plan/start-onboarding (spec section 2): a 307 to its onboarding funnel, keeping screen, webview and hideHeader (decision record 0036). */
export default async function Page({ params, searchParams }: Props) {
  return redirectToFunnel("/my-plan/start-onboarding", (await params).locale, await searchParams);
}
