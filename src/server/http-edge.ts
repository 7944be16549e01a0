import { readSignInState, signInWithIdToken, signOutSession, startSocialSignIn } from "@/features/auth/server";
import {
  authenticateSandboxPayment,
  getSandboxCheckout,
  getSandboxPayment,
  paySandboxCheckout,
  postPaymentWebhook,
} from "@/features/billing/server";
import { postBusinessLead, postContactMessage } from "@/features/contact/server";
import { getCourseAudio } from "@/features/courses/server";
import { getLevelTestAudio } from "@/features/level-test/server";
import { getWordAudio } from "@/features/words/server";
import { getGeolocation, getPixels, handleAnalyticsBatch, postRemoteEval } from "@/features/growth/server";
import { liveness, readiness } from "@/lib/health/health-endpoints";
import { createHttpEdge, type HttpRoute } from "@/lib/http/http-edge";
import { getRobotsTxt, getSitemapFile, getSitemapIndex } from "./sitemaps";

/**
 * Every endpoint outside /v1 and the identity service (/api/identity/*), served by one Hono app
 * (src/lib/http/http-edge.ts) that src/app/api/[...path], src/app/healthz, src/app/readyz, src/app/robots.txt,
 * src/app/sitemap.xml and src/app/sitemaps/[file] mount.
 * Features export the handlers; this list names their paths. Most answer errors in the one shape
 * `{ error: { code, message, fields? } }`; /api/auth/* answers like the identity service it fronts
 * and /api/analytics like Amplitude's HTTP API, because their clients read those shapes.
 */
export const httpRoutes: readonly HttpRoute[] = [
  { method: "GET", path: "/healthz", handler: liveness },
  { method: "GET", path: "/readyz", handler: readiness },
  { method: "GET", path: "/api/auth/sign-in", handler: readSignInState },
  { method: "POST", path: "/api/auth/sign-in", handler: signInWithIdToken },
  { method: "GET", path: "/api/auth/sign-out", handler: signOutSession },
  { method: "GET", path: "/api/auth/social", handler: startSocialSignIn },
  { method: "POST", path: "/api/contact-messages", handler: postContactMessage },
  // The business page's lead form (decision record 0041): stored with the contact messages.
  { method: "POST", path: "/api/business-leads", handler: postBusinessLead },
  { method: "GET", path: "/api/geolocation", handler: getGeolocation },
  { method: "GET", path: "/api/growth/pixels", handler: getPixels },
  { method: "POST", path: "/api/growth/api/eval/:clientKey", handler: postRemoteEval },
  { method: "POST", path: "/api/analytics/2/httpapi", handler: handleAnalyticsBatch },
  { method: "POST", path: "/api/billing/webhooks/:provider", handler: postPaymentWebhook },
  { method: "GET", path: "/api/billing/sandbox/checkouts/:id", handler: getSandboxCheckout },
  { method: "POST", path: "/api/billing/sandbox/checkouts/:id/pay", handler: paySandboxCheckout },
  { method: "GET", path: "/api/billing/sandbox/payments/:id", handler: getSandboxPayment },
  { method: "POST", path: "/api/billing/sandbox/payments/:id/authenticate", handler: authenticateSandboxPayment },
  // `:file` is `<key>.wav`; the handler answers 404 to anything else.
  { method: "GET", path: "/api/courses/audio/:course/:file", handler: getCourseAudio },
  // The level test's listening sentences, with the courses' renderer (same `:course/:file` shape).
  { method: "GET", path: "/api/level-test/audio/:course/:file", handler: getLevelTestAudio },
  { method: "GET", path: "/api/words/audio/:course/:file", handler: getWordAudio },
  // robots.txt and the XML sitemaps, generated on request from the page registry (decision record 0043).
  { method: "GET", path: "/robots.txt", handler: getRobotsTxt },
  { method: "GET", path: "/sitemap.xml", handler: getSitemapIndex },
  { method: "GET", path: "/sitemaps/:file", handler: getSitemapFile },
];

let edge: ReturnType<typeof createHttpEdge> | undefined;

/** The mount: every request Next routes to the edge. */
export function handleHttpRequest(request: Request): Promise<Response> {
  edge ??= createHttpEdge(httpRoutes);
  return Promise.resolve(edge.fetch(request));
}
