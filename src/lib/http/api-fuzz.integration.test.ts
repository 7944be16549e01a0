import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { getAuth } from "@/features/auth/server/auth";
import { POST as edge } from "@/app/api/[...path]/route";
import { GET as identityGet, POST as identityPost } from "@/app/api/identity/[...all]/route";
import { getConfig } from "@/lib/config";
import { registeredAccount } from "../../../tests/support/accounts";
import { oddBody, oddContentType, oddMethod } from "../../../tests/support/fuzz-inputs";
import { CLIENT_ADDRESS_HEADER } from "./client-address";
import { edgeDecision } from "./request-edge";

// Rate limits answer 429 long before a fuzz run ends; they must not hide a 5xx.
vi.hoisted(() => {
  process.env.ANALYTICS_RATE_LIMIT = "1000000";
  process.env.CONTACT_RATE_LIMIT_MAX = "1000000";
  process.env.AUTH_RATE_LIMIT = "false";
});

type Handler = (request: Request) => Promise<Response>;
interface Endpoint {
  path: string;
  handlers: Partial<Record<string, Handler>>;
  valid: object;
}

/** A valid body for the identity endpoints we know; the rest get a mix of their usual fields. */
const IDENTITY_BODIES: Record<string, object> = {
  "/sign-up/email": { name: "Ada", email: "fuzz@example.com", password: "correct horse battery staple" },
  "/sign-in/email": { email: "fuzz@example.com", password: "correct horse battery staple" },
  "/update-user": { name: "Ada", locale: "uk" },
  "/sign-in/email-otp": { email: "fuzz@example.com", otp: "123456" },
  "/email-otp/reset-password": { email: "fuzz@example.com", otp: "123456", password: "correct horse battery staple" },
  "/email-otp/send-verification-otp": { email: "fuzz@example.com", type: "sign-in" },
  "/phone-number/send-otp": { phoneNumber: "+380501234567" },
  "/phone-number/verify": { phoneNumber: "+380501234567", code: "123456" },
  "/change-password": {
    currentPassword: "correct horse battery staple",
    newPassword: "another horse battery staple",
    revokeOtherSessions: false,
  },
  "/two-factor/verify-totp": { code: "123456", trustDevice: true },
};
const IDENTITY_FIELDS = [
  "name",
  "email",
  "password",
  "otp",
  "phoneNumber",
  "code",
  "token",
  "image",
  "callbackURL",
  "newPassword",
  "currentPassword",
  "type",
  "provider",
  "idToken",
  "locale",
];

function endpoints(): Endpoint[] {
  const api = getAuth().api as unknown as Record<string, { path?: string; options?: { method?: string | string[] } }>;
  const identity = Object.values(api)
    .filter((endpoint) => endpoint?.path)
    .map((endpoint) => endpoint.path!.replace(/:\w+/g, "x"))
    // Ending the fuzzing session would turn the rest of the run into 401s.
    .filter((path) => !/sign-out|revoke-|delete-user/.test(path))
    .map((path) => ({
      path: `/api/identity${path}`,
      handlers: { GET: identityGet, POST: identityPost },
      valid: IDENTITY_BODIES[path] ?? { email: "fuzz@example.com" },
    }));
  const key = getConfig().GROWTHBOOK_CLIENT_KEY;
  // The /api edge takes every method (405 for those a path does not serve).
  const viaEdge = Object.fromEntries(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"].map((method) => [method, edge]));
  return [
    ...identity,
    { path: "/api/auth/sign-in", handlers: viaEdge, valid: { idToken: "x.y.z" } },
    {
      path: "/api/contact-messages",
      handlers: viaEdge,
      valid: { name: "Ada", email: "ada@example.com", topic: "billing", message: "Please help with my invoice." },
    },
    {
      path: "/api/analytics/2/httpapi",
      handlers: viaEdge,
      valid: {
        api_key: getConfig().ANALYTICS_API_KEY,
        events: [{ event_type: "fuzz", device_id: "device-fuzz-1", time: 1_763_700_000_000, event_properties: { a: "b" } }],
      },
    },
    {
      path: `/api/growth/api/eval/${key}`,
      handlers: viaEdge,
      valid: { attributes: { device_id: "device-fuzz-1" }, url: "http://localhost:3000/en" },
    },
    { path: "/api/geolocation", handlers: viaEdge, valid: {} },
  ];
}

describe("fuzzing every /api JSON endpoint (identity included): never a 5xx", () => {
  it("hostile bodies, content types and methods", async () => {
    const account = await registeredAccount();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints()).chain((endpoint) => fc.tuple(fc.constant(endpoint), oddBody(IDENTITY_FIELDS, endpoint.valid))),
        fc.oneof({ weight: 5, arbitrary: fc.constant("POST") }, oddMethod),
        fc.oneof({ weight: 4, arbitrary: fc.constant("application/json") }, oddContentType),
        fc.boolean(),
        async ([endpoint, body], method, type, signedIn) => {
          const label = `${method} ${endpoint.path} ${typeof body === "string" ? body.slice(0, 200) : "bytes"}`;
          const edge = edgeDecision(method, endpoint.path);
          if (edge.kind === "answer") {
            expect(edge.status, label).toBeLessThan(500);
            return;
          }
          const handler = endpoint.handlers[method];
          if (!handler) return; // Next answers 405 for a method a route does not export.
          const request = new Request(`http://localhost:3000${endpoint.path}`, {
            method,
            headers: {
              origin: "http://localhost:3000",
              [CLIENT_ADDRESS_HEADER]: `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
              ...(signedIn ? { cookie: account.browser.cookieHeader() } : {}),
              ...(type ? { "content-type": type } : {}),
            },
            body: method === "GET" || method === "HEAD" ? undefined : body,
          });
          const response = await handler(request);
          expect(response.status, label).toBeLessThan(500);
        },
      ),
      { numRuns: 1500 },
    );
  }, 600_000);
});
