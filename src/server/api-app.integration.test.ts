import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { consentRecords } from "@db/schema/growth";
import { profileKeeper } from "@db/schema/profile";
import { getDb } from "@/lib/db";
import { anonymousAccount, registeredAccount, type TestAccount } from "../../tests/support/accounts";
import { callApi } from "../../tests/support/api-client";
import { getApiApp } from "./api-app";

const call = callApi;

const entries = [
  { category: "necessary", granted: true },
  { category: "analytics", granted: false },
  { category: "marketing", granted: false },
];

describe("/v1 shell", () => {
  it("401 without a valid token, 400 without a valid X-Time-Location, 404 for unknown routes, all as JSON errors", async () => {
    const account: TestAccount = await anonymousAccount();
    const noToken = await call("/v1/dnt", { body: { entries, source: "banner" } });
    expect(noToken.status).toBe(401);
    expect(await noToken.json()).toMatchObject({ error: { code: "unauthorized" } });
    const badToken = await call("/v1/dnt", { token: `${account.token}x`, body: { entries, source: "banner" } });
    expect(badToken.status).toBe(401);
    for (const zone of ["", "Mars/Olympus", "../etc", "a".repeat(100)]) {
      const response = await call("/v1/dnt", {
        token: account.token,
        body: { entries, source: "banner" },
        headers: { "X-Time-Location": zone },
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(
        "header.X-Time-Location",
      );
    }
    const unknown = await call("/v1/nothing-here", { token: account.token });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: "not_found" } });
  });

  it("413 over 64 KB, 415 for another content type, 400 for malformed JSON", async () => {
    const { token } = await anonymousAccount();
    const big = await call("/v1/dnt", { token, rawBody: JSON.stringify({ entries, source: "banner", pad: "x".repeat(70_000) }) });
    expect(big.status).toBe(413);
    const wrongType = await call("/v1/dnt", { token, rawBody: "a=b", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(wrongType.status).toBe(415);
    const malformed = await call("/v1/dnt", { token, rawBody: "{nope" });
    expect(malformed.status).toBe(400);
  });

  it("serves the OpenAPI 3.1 document without a token", async () => {
    const response = await getApiApp().request("http://localhost:3000/v1/openapi.json");
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/v1/dnt", "/v1/profiles/keeper/{key}"]));
  });
});

describe("POST /v1/dnt", () => {
  it("stores the entries with a timestamp for the caller and the device", async () => {
    const account = await anonymousAccount();
    const response = await call("/v1/dnt", {
      token: account.token,
      body: { entries, source: "preferences", device_id: "0b6f4d1e-1111-4222-8333-944455556666" },
    });
    expect(response.status).toBe(201);
    const rows = await getDb().select().from(consentRecords).where(eq(consentRecords.userId, account.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entries, source: "preferences", deviceId: "0b6f4d1e-1111-4222-8333-944455556666" });
    expect(Date.now() - rows[0]!.createdAt.getTime()).toBeLessThan(60_000);
  });

  it("stores an update sent twice (after a page change) once", async () => {
    const account = await anonymousAccount();
    const body = { entries, source: "banner", client_update_id: crypto.randomUUID() };
    const first = await call("/v1/dnt", { token: account.token, body });
    expect(first.status).toBe(201);
    const second = await call("/v1/dnt", { token: account.token, body });
    expect(second.status).toBe(201);
    const rows = await getDb().select().from(consentRecords).where(eq(consentRecords.userId, account.userId));
    expect(rows).toHaveLength(1);
    // Both answers name the time the record was stored.
    const stored = rows[0]!.createdAt.toISOString();
    expect(((await first.json()) as { created_at: string }).created_at).toBe(stored);
    expect(((await second.json()) as { created_at: string }).created_at).toBe(stored);
  });

  it("400 with the failing fields for bad entries", async () => {
    const { token } = await anonymousAccount();
    const response = await call("/v1/dnt", { token, body: { entries: [{ category: "everything", granted: "yes" }], source: "banner" } });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe("invalid_input");
    expect(Object.keys(body.error.fields)).toEqual(expect.arrayContaining(["json.entries.0.category", "json.entries.0.granted"]));
  });
});

describe("/v1/profiles/keeper/{key}", () => {
  it("writes and reads a registered user's value; last write wins and updated_at never goes backwards", async () => {
    const account = await registeredAccount();
    const put = (value: string) =>
      call("/v1/profiles/keeper/ff_experiments_involved", { method: "PUT", token: account.token, body: { value } });
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => put(JSON.stringify(`exp-${i}`))));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const written = await Promise.all(results.map((r) => r.json() as Promise<{ value: string; updated_at: string }>));
    const read = await call("/v1/profiles/keeper/ff_experiments_involved", { token: account.token });
    expect(read.status).toBe(200);
    const stored = (await read.json()) as { value: string; updated_at: string };
    // The stored value is the last committed write: no write came back with a newer updated_at.
    expect(written.map((w) => w.value)).toContain(stored.value);
    expect(Math.max(...written.map((w) => Date.parse(w.updated_at)))).toBeLessThanOrEqual(Date.parse(stored.updated_at));
    expect(written.find((w) => w.updated_at === stored.updated_at && w.value === stored.value)).toBeDefined();
    // Answered to the microsecond, as stored: concurrent acknowledgements never share a timestamp.
    for (const { updated_at } of [...written, stored]) expect(updated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    expect(new Set(written.map((w) => w.updated_at)).size).toBe(written.length);

    // Even if the database clock went backwards, updated_at does not.
    const future = new Date(Date.now() + 60 * 60 * 1000);
    await getDb().update(profileKeeper).set({ updatedAt: future }).where(eq(profileKeeper.userId, account.userId));
    const after = (await (await put('"later"')).json()) as { updated_at: string };
    expect(Date.parse(after.updated_at)).toBeGreaterThanOrEqual(future.getTime());
  });

  it("keeps each user's values apart, and anonymous callers get 403", async () => {
    const ann = await registeredAccount();
    const bob = await registeredAccount();
    await call("/v1/profiles/keeper/user_settings", { method: "PUT", token: ann.token, body: { value: '{"soundEffects":false}' } });
    expect((await call("/v1/profiles/keeper/user_settings", { token: bob.token })).status).toBe(404);
    const anonymous = await anonymousAccount();
    expect((await call("/v1/profiles/keeper/user_settings", { token: anonymous.token })).status).toBe(403);
    expect(
      (await call("/v1/profiles/keeper/user_settings", { method: "PUT", token: anonymous.token, body: { value: "true" } })).status,
    ).toBe(403);
  });

  it("validates key names and values", async () => {
    const { token } = await registeredAccount();
    expect((await call("/v1/profiles/keeper/Bad-Key", { token })).status).toBe(400);
    expect((await call("/v1/profiles/keeper/user_settings", { method: "PUT", token, body: { value: "{not json" } })).status).toBe(400);
    expect((await call("/v1/profiles/keeper/user_settings", { method: "PUT", token, body: { value: 5 } })).status).toBe(400);
    expect(
      (await call("/v1/profiles/keeper/user_settings", { method: "PUT", token, body: { value: JSON.stringify("x".repeat(17_000)) } }))
        .status,
    ).toBe(400);
  });
});
