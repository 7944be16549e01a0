import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { products } from "@db/schema";
import { productSchema } from "@/features/profile/api/product-routes";
import { profileSchema } from "@/features/profile/api/profile-routes";
import { getDb } from "@/lib/db";
import { anonymousAccount, registeredAccount } from "../../../tests/support/accounts";
import { callApi } from "../../../tests/support/api-client";
import { getApiApp } from "./api-app";

const call = callApi;

describe("GET and PATCH /v1/profiles", () => {
  it("answers the caller's profile in the documented shape, and updates only the fields sent", async () => {
    const account = await registeredAccount();
    const first = await call("/v1/profiles", { token: account.token });
    expect(first.status).toBe(200);
    const profile = profileSchema.parse(await first.json());
    expect(profile).toMatchObject({ user_id: account.userId, email: account.email, free_for_ukraine: false, display_name: "Ada", keeper: {} });

    const patched = await call("/v1/profiles", {
      method: "PATCH",
      token: account.token,
      body: { display_name: "Ada L.", native_language: "uk", target_language: "en", learning_target: "tutors", time_zone: "Europe/Kyiv", interface_locale: "uk" },
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
    const list = async (query = "") => z.array(productSchema).parse(await (await call(`/v1/billing/products/available${query}`, { token: ann.token })).json());
    expect(await list()).toHaveLength(3);
    expect((await list("?category=tutors")).map((p) => p.type).sort()).toEqual(["credits", "group_lessons"]);
    expect((await list("?type=group_lessons&type=subscription")).length).toBe(2);
    expect((await list("?type[]=group_lessons&type[]=credits&status[]=ok")).map((p) => p.type)).toEqual(["credits"]);
    expect((await list("?category=self%20study"))[0]).toMatchObject({ status: "ok", category: "self study", type: "subscription", trial: true });
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
    });
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    const page = await getApiApp().request("http://localhost:3000/v1/docs");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("/v1/billing/products/available");
  });
});

describe("fuzzing: random input never makes a 5xx", () => {
  it("bodies, params, query strings and headers", async () => {
    const { token } = await registeredAccount();
    const anonymous = await anonymousAccount();
    const endpoints = [
      ["GET", "/v1/profiles"],
      ["PATCH", "/v1/profiles"],
      ["GET", "/v1/billing/products/available"],
      ["GET", "/v1/profiles/keeper/"],
      ["PUT", "/v1/profiles/keeper/"],
      ["POST", "/v1/dnt"],
    ] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints),
        fc.oneof(fc.json(), fc.string(), fc.constant("")),
        fc.string({ maxLength: 40 }),
        fc.string({ maxLength: 60 }),
        fc.constantFrom(token, anonymous.token, "", "not.a.token"),
        fc.oneof(fc.constant("Europe/Kyiv"), fc.string({ maxLength: 40 })),
        fc.constantFrom("application/json", "text/plain", ""),
        async ([method, path], body, param, query, bearer, zone, type) => {
          const target = `${path}${path.endsWith("/") ? encodeURIComponent(param) || "x" : ""}?${encodeURI(query).replace(/#/g, "%23")}`;
          let response: Response;
          try {
            response = await call(target, {
              method,
              token: bearer || undefined,
              rawBody: method === "GET" ? undefined : body,
              headers: { "X-Time-Location": zone, ...(type ? { "content-type": type } : {}) },
            });
          } catch (error) {
            // A request the URL/Headers constructors refuse never reaches the server.
            if (error instanceof TypeError) return;
            throw error;
          }
          expect(response.status, `${method} ${target}`).toBeLessThan(500);
        },
      ),
      { numRuns: 300 },
    );
  });
});
