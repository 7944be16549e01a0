import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { session, user } from "@db/schema";
import { GET as getSignOut, POST as postSignIn } from "@/app/api/[...path]/route";
import { getDb } from "@/lib/db";
import { identity, PASSWORD, registeredAccount, uniqueEmail } from "../../../../tests/support/accounts";
import { callApi } from "../../../../tests/support/api-client";
import { latestCodeFor, TestBrowser } from "../../../../tests/support/identity-client";
import { SESSION_CHECK_CACHE_MS } from "./session-liveness";

/** An id token lives no longer than the session it was issued from (README: "Bearer id token"). */
const signedIn = async () => {
  const { browser, email } = await registeredAccount();
  return { browser, email: email! };
};

async function tokenOf(browser: TestBrowser) {
  const response = await browser.call(identity, "/api/identity/token");
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const profileStatus = async (token: string, scheme = "Bearer") =>
  (await callApi("/v1/profiles", { headers: { authorization: `${scheme} ${token}` } })).status;

afterEach(() => {
  vi.useRealTimers();
});

describe("id tokens are bound to their session", () => {
  it("the scheme is case-insensitive", async () => {
    const { browser } = await signedIn();
    const token = await tokenOf(browser);
    expect(await profileStatus(token, "bearer")).toBe(200);
    expect(await profileStatus(token, "BEARER")).toBe(200);
  });

  it("after sign-out the token works neither on /v1 nor for a new session", async () => {
    const { browser } = await signedIn();
    const token = await tokenOf(browser);
    expect(await profileStatus(token)).toBe(200);
    expect((await browser.call(getSignOut, "/api/auth/sign-out")).status).toBe(200);
    expect(await profileStatus(token)).toBe(401);
    const exchange = await new TestBrowser().call(postSignIn, "/api/auth/sign-in", { body: { idToken: token } });
    expect(exchange.status).toBe(401);
  });

  it("a password change ends the other sessions and their tokens", async () => {
    const { browser, email } = await signedIn();
    const laptop = new TestBrowser();
    await laptop.call(identity, "/api/identity/sign-in/email", { body: { email, password: PASSWORD } });
    const laptopToken = await tokenOf(laptop);
    expect(await profileStatus(laptopToken)).toBe(200);
    const changed = await browser.call(identity, "/api/identity/change-password", {
      body: { currentPassword: PASSWORD, newPassword: "a completely new passphrase", revokeOtherSessions: true },
    });
    expect(changed.status).toBe(200);
    expect(await profileStatus(laptopToken)).toBe(401);
    expect((await new TestBrowser().call(postSignIn, "/api/auth/sign-in", { body: { idToken: laptopToken } })).status).toBe(401);
    // The session that changed it carries on with a new token.
    expect(await profileStatus(await tokenOf(browser))).toBe(200);
  });

  it("a token of a deleted account is a 401 on every write, never a 5xx", async () => {
    const { browser } = await signedIn();
    const token = await tokenOf(browser);
    const claims = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { sub: string };
    await getDb().delete(user).where(eq(user.id, claims.sub));
    for (const [path, method, body] of [
      ["/v1/profiles", "PATCH", { name: "Ghost" }],
      ["/v1/profiles/keeper/white_noise", "PUT", { value: "1" }],
      ["/v1/dnt", "POST", { entries: [{ category: "analytics", granted: true }], source: "banner" }],
    ] as const) {
      const response = await callApi(path, { method, token, body });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it("a token of an anonymous account merged at sign-up is refused", async () => {
    const visitor = new TestBrowser();
    await visitor.call(identity, "/api/identity/sign-in/anonymous", { body: {} });
    const anonymousToken = await tokenOf(visitor);
    const consent = { entries: [{ category: "analytics", granted: true }], source: "banner" };
    expect((await callApi("/v1/dnt", { token: anonymousToken, body: consent })).status).toBe(201);
    const email = uniqueEmail("merged");
    await visitor.call(identity, "/api/identity/sign-up/email", { body: { name: "Ada", email, password: PASSWORD } });
    await visitor.call(identity, "/api/identity/email-otp/verify-email", { body: { email, otp: await latestCodeFor(email) } });
    expect((await callApi("/v1/dnt", { token: anonymousToken, body: consent })).status).toBe(401);
  });

  it("another instance's ending of a session is seen within the cache time", async () => {
    const { browser } = await signedIn();
    const token = await tokenOf(browser);
    expect(await profileStatus(token)).toBe(200);
    const claims = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { sid: string };
    // Ended elsewhere: the row goes, this instance is not told.
    await getDb().delete(session).where(eq(session.id, claims.sid));
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + SESSION_CHECK_CACHE_MS + 1000 });
    expect(await profileStatus(token)).toBe(401);
  });
});
