import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { products } from "@db/schema/billing";
import { productSchema } from "@/features/billing/api/product-routes";
import { profileSchema } from "@/features/profile/api/profile-routes";
import { getDb } from "@/lib/db";
import { edgeDecision } from "@/lib/http/request-edge";
import { anonymousAccount, registeredAccount } from "../../tests/support/accounts";
import { callApi } from "../../tests/support/api-client";
import { oddBody, oddContentType, oddMethod, oddSegment } from "../../tests/support/fuzz-inputs";
import { getApiApp } from "./api-app";

const call = callApi;

// The fuzz writes far more than a person would: the per-caller write limit (429) must not hide a 5xx.
vi.hoisted(() => {
  process.env.API_WRITE_RATE_LIMIT = "1000000";
});

describe("GET and PATCH /v1/profiles", () => {
  it("answers the caller's profile in the documented shape, and updates only the fields sent", async () => {
    const account = await registeredAccount();
    const first = await call("/v1/profiles", { token: account.token });
    expect(first.status).toBe(200);
    const profile = profileSchema.parse(await first.json());
    expect(profile).toMatchObject({
      user_id: account.userId,
      email: account.email,
      free_for_ukraine: false,
      display_name: "Ada",
      keeper: {},
    });

    const patched = await call("/v1/profiles", {
      method: "PATCH",
      token: account.token,
      body: {
        display_name: "Ada L.",
        native_language: "uk",
        target_language: "en",
        learning_target: "tutors",
        time_zone: "Europe/Kyiv",
        interface_locale: "uk",
      },
    });
    expect(patched.status).toBe(200);
    expect(profileSchema.parse(await patched.json())).toMatchObject({
      display_name: "Ada L.",
      native_language: "uk",
      target_language: "en",
      learning_target: "tutors",
      time_zone: "Europe/Kyiv",
      interface_locale: "uk",
    });
    const again = await call("/v1/profiles", { method: "PATCH", token: account.token, body: { time_zone: null } });
    expect(profileSchema.parse(await again.json())).toMatchObject({ display_name: "Ada L.", time_zone: null, learning_target: "tutors" });

    await call("/v1/profiles/keeper/user_settings", { method: "PUT", token: account.token, body: { value: '{"soundEffects":false}' } });
    const withKeeper = profileSchema.parse(await (await call("/v1/profiles", { token: account.token })).json());
    expect(withKeeper.keeper.user_settings?.value).toBe('{"soundEffects":false}');
  });

  it.each<[Record<string, unknown>]>([
    [{}],
    [{ email: "new@example.com" }],
    [{ free_for_ukraine: true }],
    [{ learning_target: "everything" }],
    [{ time_zone: "Moon/Base" }],
    [{ interface_locale: "xx" }],
    [{ display_name: "" }],
    [{ native_language: "klingon" }],
  ])("refuses %j with 400 and the failing field", async (body) => {
    const { token } = await registeredAccount();
    const response = await call("/v1/profiles", { method: "PATCH", token, body });
    expect(response.status).toBe(400);
    const error = (await response.json()) as { error: { code: string; fields?: Record<string, string> } };
    expect(error.error.code).toBe("invalid_input");
    expect(Object.keys(error.error.fields ?? {}).length).toBeGreaterThan(0);
  });

  it("names a refused field json.<field>, which the settings form maps back to its input", async () => {
    const { token } = await registeredAccount();
    const response = await call("/v1/profiles", { method: "PATCH", token, body: { time_zone: "Moon/Base", display_name: "Fine" } });
    const error = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(error.error.fields)).toEqual(["json.time_zone"]);
  });

  it("anonymous callers get 403 on every profile call; user A never reads user B", async () => {
    const anonymous = await anonymousAccount();
    expect((await call("/v1/profiles", { token: anonymous.token })).status).toBe(403);
    expect((await call("/v1/profiles", { method: "PATCH", token: anonymous.token, body: { display_name: "X" } })).status).toBe(403);
    expect((await call("/v1/billing/products/available", { token: anonymous.token })).status).toBe(403);
    const ann = await registeredAccount();
    const bob = await registeredAccount();
    await call("/v1/profiles", { method: "PATCH", token: ann.token, body: { display_name: "Ann only" } });
    const bobsView = profileSchema.parse(await (await call("/v1/profiles", { token: bob.token })).json());
    expect(bobsView.user_id).toBe(bob.userId);
    expect(bobsView.display_name).not.toBe("Ann only");
  });
});

describe("GET /v1/billing/products/available", () => {
  it("lists the caller's products, filtered by repeated keys or key[]", async () => {
    const ann = await registeredAccount();
    const bob = await registeredAccount();
    await getDb()
      .insert(products)
      .values([
        { ownerId: ann.userId, category: "self study", type: "subscription", status: "ok", trial: true, source: "test" },
        { ownerId: ann.userId, category: "tutors", type: "group_lessons", status: "canceled", trial: false, source: "test" },
        { ownerId: ann.userId, category: "tutors", type: "credits", status: "ok", trial: false, source: "test" },
        { ownerId: bob.userId, category: "self study", type: "subscription", status: "ok", trial: false, source: "test" },
      ]);
    const list = async (query = "") =>
      z.array(productSchema).parse(await (await call(`/v1/billing/products/available${query}`, { token: ann.token })).json());
    expect(await list()).toHaveLength(3);
    expect((await list("?category=tutors")).map((p) => p.type).sort()).toEqual(["credits", "group_lessons"]);
    expect((await list("?type=group_lessons&type=subscription")).length).toBe(2);
    expect((await list("?type[]=group_lessons&type[]=credits&status[]=ok")).map((p) => p.type)).toEqual(["credits"]);
    expect((await list("?category=self%20study"))[0]).toMatchObject({
      status: "ok",
      category: "self study",
      type: "subscription",
      trial: true,
    });
    // Bob's products never show up for Ann, and the other way round.
    expect((await list()).every((p) => p.source === "test")).toBe(true);
    const bobs = z.array(productSchema).parse(await (await call("/v1/billing/products/available", { token: bob.token })).json());
    expect(bobs).toHaveLength(1);
    expect((await call("/v1/billing/products/available?category=everything", { token: ann.token })).status).toBe(400);
  });
});

describe("the OpenAPI document and reference", () => {
  it("describes every endpoint, with the bearer scheme", async () => {
    const doc = (await (await getApiApp().request("http://localhost:3000/v1/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(Object.fromEntries(Object.entries(doc.paths).map(([path, ops]) => [path, Object.keys(ops).sort()]))).toEqual({
      "/v1/dnt": ["get", "post"],
      "/v1/profiles/keeper/{key}": ["get", "put"],
      "/v1/profiles": ["get", "patch"],
      "/v1/billing/products/available": ["get"],
      "/v1/billing/checkout": ["post"],
      "/v1/billing/checkouts/{id}": ["get"],
      "/v1/billing/subscriptions/{id}/cancel": ["post"],
      "/v1/billing/subscriptions/{id}/undo-cancel": ["post"],
      "/v1/billing/subscriptions/{id}/pause": ["post"],
      "/v1/billing/subscriptions/{id}/resume": ["post"],
      "/v1/billing/subscriptions/{id}/change-plan": ["get", "post"],
      "/v1/billing/upsell": ["get", "post"],
      "/v1/billing/subscriptions": ["get"],
      "/v1/billing/receipts": ["get"],
      "/v1/billing/receipts/{id}": ["get"],
      "/v1/billing/wallet": ["get"],
      "/v1/billing/portal": ["post"],
      "/v1/courses": ["get"],
      "/v1/courses/lessons/{lessonId}": ["get"],
      "/v1/courses/attempts": ["post"],
      "/v1/courses/attempts/{attemptId}/results": ["post"],
      "/v1/courses/progress": ["get"],
      "/v1/courses/streak": ["get"],
      "/v1/courses/breaks": ["post"],
      "/v1/courses/breaks/{id}": ["delete"],
      "/v1/courses/achievements": ["get"],
      "/v1/courses/achievements/seen": ["post"],
      "/v1/courses/settings": ["get", "put"],
      "/v1/courses/reviews": ["get"],
      "/v1/courses/reviews/attempts": ["post"],
      "/v1/courses/reviews/attempts/{attemptId}/results": ["post"],
      "/v1/courses/tests": ["get"],
      "/v1/courses/tests/{testId}/attempts": ["post"],
      "/v1/courses/tests/attempts/{attemptId}/results": ["post"],
      "/v1/funnels/plan": ["get", "post"],
      "/v1/funnels/{slug}/answers": ["post"],
      "/v1/level-test/sessions": ["post"],
      "/v1/level-test/sessions/{sessionId}": ["get"],
      "/v1/level-test/sessions/{sessionId}/responses": ["post"],
    });
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    const page = await getApiApp().request("http://localhost:3000/v1/docs");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("/v1/billing/products/available");
  });
});

describe("fuzzing: random input never makes a 5xx", () => {
  it("bodies (NUL, invalid UTF-8, non-objects, nulls, huge and odd values), params, query strings, headers and methods", async () => {
    const { token } = await registeredAccount();
    const anonymous = await anonymousAccount();
    const profile = {
      display_name: "Ada",
      native_language: "uk",
      target_language: "en",
      learning_target: "tutors",
      time_zone: "Europe/Kyiv",
      interface_locale: "uk",
    };
    const consent = { entries: [{ category: "analytics", granted: true }], source: "banner" };
    const endpoints = [
      ["GET", "/v1/profiles", {}],
      ["PATCH", "/v1/profiles", profile],
      ["GET", "/v1/billing/products/available", {}],
      ["GET", "/v1/billing/subscriptions", {}],
      ["GET", "/v1/billing/receipts/", {}],
      ["GET", "/v1/billing/wallet", {}],
      ["POST", "/v1/billing/portal", { returnPath: "/profile/settings/payments-subscriptions" }],
      ["GET", "/v1/profiles/keeper/", {}],
      ["PUT", "/v1/profiles/keeper/", { value: '{"soundEffects":true}' }],
      ["POST", "/v1/dnt", consent],
      ["GET", "/v1/dnt", {}],
      ["GET", "/v1/courses/reviews", {}],
      ["POST", "/v1/courses/reviews/attempts", { kind: "review", mode: "due" }],
    ] as const;
    const fields = [
      "display_name",
      "native_language",
      "target_language",
      "learning_target",
      "time_zone",
      "interface_locale",
      "value",
      "entries",
      "source",
      "key",
      "granted",
      "returnPath",
      "kind",
      "mode",
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints).chain((endpoint) => fc.tuple(fc.constant(endpoint), oddBody(fields, endpoint[2]))),
        fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, oddMethod),
        oddSegment,
        fc.string({ maxLength: 60 }),
        fc.oneof({ weight: 6, arbitrary: fc.constant(token) }, fc.constantFrom(anonymous.token, "", "not.a.token")),
        fc.oneof({ weight: 4, arbitrary: fc.constant("Europe/Kyiv") }, fc.string({ maxLength: 40 })),
        fc.oneof({ weight: 4, arbitrary: fc.constant("application/json") }, oddContentType),
        async ([[documented, path], body], otherMethod, param, query, bearer, zone, type) => {
          const method = otherMethod ?? documented;
          const target = `${path}${path.endsWith("/") ? param : ""}?${encodeURI(query).replace(/#/g, "%23")}`;
          // What our Node server answers before the app (unsupported methods, paths that are not UTF-8).
          const edge = edgeDecision(method, target);
          if (edge.kind === "answer") {
            expect(edge.status, `${method} ${target}`).toBeLessThan(500);
            return;
          }
          let response: Response;
          try {
            response = await getApiApp().request(`http://localhost:3000${target}`, {
              method,
              headers: {
                ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
                "X-Time-Location": zone,
                ...(type ? { "content-type": type } : {}),
              },
              body: method === "GET" || method === "HEAD" ? undefined : body,
            });
          } catch (error) {
            // A request the URL/Headers constructors refuse never reaches the server.
            if (error instanceof TypeError) return;
            throw error;
          }
          expect(response.status, `${method} ${target}`).toBeLessThan(500);
        },
      ),
      { numRuns: 400 },
    );
  });
});
