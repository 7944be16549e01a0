import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import createClient from "openapi-fetch";
import openapiTS, { astToString } from "openapi-typescript";
import { describe, expect, it } from "vitest";
import { anonymousAccount, registeredAccount } from "../../tests/support/accounts";
import type { paths } from "@/lib/api-client/v1-schema";
import { fetchApiDocument } from "../../tests/support/openapi-validator";
import { getApiApp } from "./api-app";

const GENERATED = path.resolve(import.meta.dirname, "../lib/api-client/v1-schema.ts");
const HEADER = "/* Generated from /v1/openapi.json by openapi-typescript: `npm run api:types`. Do not edit. */\n\n";

/** A client generated from the OpenAPI document (openapi-typescript + openapi-fetch), calling the app in-process. */
function generatedClient(token?: string) {
  return createClient<paths>({
    baseUrl: "http://localhost:3000",
    fetch: (request: Request) => Promise.resolve(getApiApp().request(request)),
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
}

describe("a client generated from /v1/openapi.json", () => {
  it("the committed types are what the document generates today (npm run api:types to refresh)", async () => {
    const generated = HEADER + astToString(await openapiTS((await fetchApiDocument()) as unknown as Parameters<typeof openapiTS>[0]));
    if (process.env.UPDATE_API_TYPES === "1") await writeFile(GENERATED, generated);
    expect(await readFile(GENERATED, "utf8")).toBe(generated);
  });

  it("calls every endpoint", async () => {
    const account = await registeredAccount();
    const api = generatedClient(account.token);
    const params = { header: { "X-Time-Location": "Europe/Kyiv" } };

    const patched = await api.PATCH("/v1/profiles", {
      params,
      body: { display_name: "Generated", target_language: "es", learning_target: "tutors" },
    });
    expect(patched.response.status).toBe(200);
    expect(patched.data?.display_name).toBe("Generated");

    const profile = await api.GET("/v1/profiles", { params });
    expect(profile.data?.user_id).toBe(account.userId);
    expect(profile.data?.target_language).toBe("es");

    const put = await api.PUT("/v1/profiles/keeper/{key}", {
      params: { ...params, path: { key: "accessibility" } },
      body: { value: '{"dyslexic":true}' },
    });
    expect(put.data?.value).toBe('{"dyslexic":true}');
    const read = await api.GET("/v1/profiles/keeper/{key}", { params: { ...params, path: { key: "accessibility" } } });
    expect(read.data?.value).toBe('{"dyslexic":true}');

    const list = await api.GET("/v1/billing/products/available", { params: { ...params, query: { category: ["self study"] } } });
    expect(list.data).toEqual([]);

    const subscriptions = await api.GET("/v1/billing/subscriptions", { params });
    expect(subscriptions.data?.subscriptions).toEqual([]);
    const receipts = await api.GET("/v1/billing/receipts", { params });
    expect(receipts.data?.receipts).toEqual([]);
    const missing = await api.GET("/v1/billing/receipts/{id}", {
      params: { ...params, path: { id: "7d0f3c1e-0000-4000-8000-000000000000" } },
    });
    expect(missing.error?.error.code).toBe("not_found");
    const wallet = await api.GET("/v1/billing/wallet", { params });
    expect(wallet.data).toEqual({ balance: 0, lots: [], history: [] });
    // The sandbox has no customer portal (a Stripe customer gets its URL: portal-routes.integration.test.ts).
    const portal = await api.POST("/v1/billing/portal", { params, body: { returnPath: "/profile/settings/payments-subscriptions" } });
    expect(portal.response.status).toBe(404);
    expect(portal.error?.error.fields).toEqual({ portal: "unavailable" });

    const sent = await api.POST("/v1/dnt", {
      params,
      body: { entries: [{ category: "analytics", granted: false }], source: "preferences" },
    });
    expect(sent.response.status).toBe(201);
    const latest = await api.GET("/v1/dnt", { params });
    expect(latest.data?.latest?.entries).toEqual([{ category: "analytics", granted: false }]);

    // Errors come back typed as the documented error shape.
    const anonymous = generatedClient((await anonymousAccount()).token);
    const refused = await anonymous.GET("/v1/profiles", { params });
    expect(refused.response.status).toBe(403);
    expect(refused.error?.error.code).toBe("forbidden");
  });
});
