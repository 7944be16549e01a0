import { redirectToFunnel } from "@/features/funnels/server";

export const dynamic = "force-dynamic";

/** /courses-onboarding (spec section 2): a 307 to its onboarding funnel, keeping screen, webview and hideHeader (decision record 0036). */
export const GET = redirectToFunnel("/courses-onboarding");
