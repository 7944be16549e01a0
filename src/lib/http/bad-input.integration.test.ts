import { describe, expect, it } from "vitest";
import { getAuth } from "@/features/auth/server/auth";
import { POST as contact } from "@/app/api/[...path]/route";
import { identity, registeredAccount } from "../../../tests/support/accounts";
import { callApi } from "../../../tests/support/api-client";
import { TestBrowser } from "../../../tests/support/identity-client";

/** Every POST endpoint of the identity service, read from the service itself (new ones are covered too). */
function identityPostPaths(): string[] {
  const api = getAuth().api as unknown as Record<string, { path?: string; options?: { method?: string | string[] } }>;
  return Object.values(api)
    .filter((endpoint) => endpoint?.path && [endpoint.options?.method].flat().includes("POST"))
    .map((endpoint) => endpoint.path!.replace(/:\w+/g, "x"));
}

const NUL_BODY =
  '{"email":"ada\\u0000@example.com","name":"A\\u0000da","otp":"12\\u00003456","password":"pass\\u0000word-1234","phoneNumber":"+38050\\u00001234567","code":"\\u0000"}';

describe("identity: a body the service cannot use is a 400, never a 500", () => {
  it.each(["[]", '"text"', "42", "null", "[{}]"])("refuses the non-object body %s on every POST endpoint", async (body) => {
    const { browser } = await registeredAccount();
    for (const path of identityPostPaths()) {
      const response = await identity(
        new Request(browser.request(`/api/identity${path}`, { method: "POST", headers: { "content-type": "application/json" } }), { body }),
      );
      expect(response.status, `POST ${path} ${body}`).toBe(400);
      expect(await response.json()).toMatchObject({ code: "INVALID_REQUEST_BODY", message: expect.stringContaining("object") });
    }
  });

  it("refuses a NUL character in any field with 400 naming the fields, on every POST endpoint", async () => {
    const { browser } = await registeredAccount();
    for (const path of identityPostPaths()) {
      const response = await identity(
        new Request(browser.request(`/api/identity${path}`, { method: "POST", headers: { "content-type": "application/json" } }), {
          body: NUL_BODY,
        }),
      );
      expect(response.status, `POST ${path}`).toBe(400);
      const body = (await response.json()) as { fields: Record<string, string> };
      expect(Object.keys(body.fields)).toEqual(["body.email", "body.name", "body.otp", "body.password", "body.phoneNumber", "body.code"]);
    }
  });

  it("refuses update-user with a null name (400) and still updates a real one", async () => {
    const { browser } = await registeredAccount();
    const nulled = await browser.call(identity, "/api/identity/update-user", { body: { name: null } });
    expect(nulled.status).toBe(400);
    expect(await nulled.json()).toMatchObject({ code: "INVALID_REQUEST_BODY", fields: { "body.name": "must not be null" } });
    expect((await browser.call(identity, "/api/identity/update-user", { body: { name: "Ada L." } })).status).toBe(200);
  });

  it("refuses an oversized OAuth callback state, which the service would echo into a Location header no client reads (found by the fuzzer)", async () => {
    const browser = new TestBrowser();
    const long = "x".repeat(20_000);
    const posted = await browser.call(identity, "/api/identity/callback/oidc", { body: { code: "x", state: long } });
    expect(posted.status).toBe(400);
    const asForm = await identity(
      new Request(
        browser.request("/api/identity/callback/oidc", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
        }),
        { body: `code=x&state=${long}` },
      ),
    );
    expect(asForm.status).toBe(400);
    const viaQuery = await browser.call(identity, `/api/identity/callback/oidc?code=x&state=${long}`);
    expect(viaQuery.status).toBe(400);
    // A provider's ordinary answer still reaches the service (an unknown state: a redirect, no 400).
    const ordinary = await browser.call(identity, "/api/identity/callback/oidc?code=x&state=abc");
    expect(ordinary.status).toBe(302);
    expect((ordinary.headers.get("location") ?? "").length).toBeLessThan(2048);
  });

  it("refuses a body over 64 KB with 413", async () => {
    const browser = new TestBrowser();
    const response = await browser.call(identity, "/api/identity/sign-in/email", {
      body: { email: "a@example.com", password: "x".repeat(70 * 1024) },
    });
    expect(response.status).toBe(413);
  });

  it("reads a bodiless post as {} and refuses other media types, on every POST endpoint (the fuzzer found update-user answering 500)", async () => {
    const browser = new TestBrowser();
    expect((await browser.call(identity, "/api/identity/sign-in/anonymous", { body: {} })).status).toBe(200);
    expect((await browser.call(identity, "/api/identity/sign-out", { method: "POST" })).status).toBe(200);
    const { browser: signedIn } = await registeredAccount();
    // The case the fuzzer found, with a live session (the loop below may end it on the way).
    const typedEmpty = signedIn.request("/api/identity/update-user", { method: "POST", headers: { "content-type": "application/json" } });
    expect((await identity(new Request(typedEmpty.url, { method: "POST", headers: typedEmpty.headers, body: "" }))).status).toBeLessThan(
      500,
    );
    for (const path of identityPostPaths()) {
      const bodiless = await identity(signedIn.request(`/api/identity${path}`, { method: "POST" }));
      expect(bodiless.status, `POST ${path} without a body`).toBeLessThan(500);
      const typed = signedIn.request(`/api/identity${path}`, { method: "POST", headers: { "content-type": "application/json" } });
      const emptyJson = await identity(new Request(typed.url, { method: "POST", headers: typed.headers, body: "" }));
      expect(emptyJson.status, `POST ${path} as JSON with an empty body`).toBeLessThan(500);
      const text = await identity(signedIn.request(`/api/identity${path}`, { method: "POST", headers: { "content-type": "text/plain" } }));
      expect(text.status, `POST ${path} as text`).toBeLessThan(500);
    }
    const asText = await identity(
      new Request(signedIn.request("/api/identity/update-user", { method: "POST", headers: { "content-type": "text/plain" } }), {
        body: "name=Ada",
      }),
    );
    expect(asText.status).toBe(415);
    // JSON text without a content type (bytes, so the Request adds none): the body must not reach the service unread.
    const untyped = signedIn.request("/api/identity/update-user", { method: "POST" });
    const noType = await identity(
      new Request(untyped.url, {
        method: "POST",
        headers: untyped.headers,
        body: new TextEncoder().encode('{"phoneNumber":"+380501234567"}'),
      }),
    );
    expect(noType.status).toBe(415);
  });
});

describe("/v1 and the contact form: a NUL character is a 400 naming the field", () => {
  it("PATCH /v1/profiles and PUT keeper", async () => {
    const { token } = await registeredAccount();
    const patch = await callApi("/v1/profiles", { method: "PATCH", token, body: { display_name: "A\u0000da", time_zone: "Europe/Kyiv" } });
    expect(patch.status).toBe(400);
    expect(await patch.json()).toMatchObject({
      error: { code: "invalid_input", fields: { "json.display_name": expect.stringContaining("NUL") } },
    });
    const put = await callApi("/v1/profiles/keeper/user_settings", { method: "PUT", token, body: { value: '"\u0000"' } });
    expect(put.status).toBe(400);
    expect(await put.json()).toMatchObject({ error: { fields: { "json.value": expect.stringContaining("NUL") } } });
    expect((await callApi("/v1/dnt", { method: "POST", token, body: { "\u0000": true } })).status).toBe(400);
  });

  it("POST /api/contact-messages", async () => {
    const browser = new TestBrowser();
    const response = await browser.call(contact, "/api/contact-messages", {
      body: { name: "Ada\u0000", email: "ada@example.com", topic: "billing", message: "Please help with my invoice." },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: "invalid_input", fields: { "body.name": expect.stringContaining("NUL") } },
    });
  });
});
