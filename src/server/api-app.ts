import { authenticateBearer } from "@/features/auth/server";
import { dntRoutes } from "@/features/growth/api";
import { accountRoutes, checkoutRoutes, portalRoutes, productRoutes, subscriptionRoutes, upsellRoutes } from "@/features/billing/api";
import { courseTestRoutes, lessonRoutes, progressRoutes, reviewRoutes } from "@/features/courses/api";
import { funnelAnswerRoutes, planRoutes } from "@/features/funnels/api";
import { levelTestRoutes } from "@/features/level-test/api";
import { keeperRoutes, profileRoutes } from "@/features/profile/api";
import { createApiApp } from "@/lib/api/create-api-app";
import { completeApiDocument } from "@/lib/api/openapi";
import { renderApiReference } from "@/lib/api/render-reference";
import { brand } from "@/lib/brand";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { hitRateLimit, rateLimitSubject } from "@/lib/rate-limit";

const DOC_INFO = {
  title: `${brand.name} product API`,
  version: "1.0.0",
  description:
    "Every call carries a bearer id token (Authorization: Bearer …, from /api/identity/token) and X-Time-Location (an IANA time zone). Errors are { error: { code, message, fields? } }.",
};

/** Not open source: the API is offered under the product's terms, on this deployment's origin. */
const docLicense = () => ({
  name: `Proprietary: ${brand.name} Terms and Conditions`,
  url: new URL("/en/terms/terms-and-conditions", getConfig().PUBLIC_ORIGIN).toString(),
});

/** The product API, mounted at /v1: every feature's routes and the OpenAPI document describing them. */
export function buildApiApp() {
  const testRoutes = getConfig().ENABLE_TEST_ROUTES;
  const app = createApiApp({
    basePath: "/v1",
    verifyBearer: authenticateBearer,
    publicPaths: ["/openapi.json", "/docs", ...(testRoutes ? ["/__bare"] : [])],
    // Writes per caller per minute: a script flooding the keeper or the consent log gets 429.
    limitWrites: (caller) =>
      hitRateLimit(getDb(), { key: `api-write:${rateLimitSubject(caller.sub)}`, max: getConfig().API_WRITE_RATE_LIMIT, windowSeconds: 60 }),
  });
  // The benchmark's floor: a bare route in the same app and server (test setups only, undocumented).
  if (testRoutes) app.get("/__bare", (c) => c.json({ ok: true }));
  app.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description: "The id token from /api/identity/token (EdDSA, verifiable with /api/identity/jwks).",
  });
  app.route("/", dntRoutes);
  app.route("/", keeperRoutes);
  app.route("/", profileRoutes);
  app.route("/", productRoutes);
  app.route("/", subscriptionRoutes);
  app.route("/", upsellRoutes);
  app.route("/", checkoutRoutes);
  app.route("/", accountRoutes);
  app.route("/", portalRoutes);
  app.route("/", lessonRoutes);
  app.route("/", progressRoutes);
  app.route("/", reviewRoutes);
  app.route("/", courseTestRoutes);
  app.route("/", funnelAnswerRoutes);
  app.route("/", planRoutes);
  app.route("/", levelTestRoutes);
  // Generated from the same schemas that validate requests, completed with what the shell adds.
  let document: Record<string, unknown> | undefined;
  const apiDocument = () =>
    (document ??= completeApiDocument(
      app.getOpenAPI31Document({ openapi: "3.1.0", info: { ...DOC_INFO, license: docLicense() }, servers: [{ url: "/" }] }),
    ));
  app.get("/openapi.json", (c) => c.json(apiDocument()));
  app.get("/docs", (c) => c.html(renderApiReference(apiDocument())));
  return app;
}

let app: ReturnType<typeof buildApiApp> | undefined;

export function getApiApp() {
  app ??= buildApiApp();
  return app;
}
