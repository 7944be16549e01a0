import { eq } from "drizzle-orm";
import { createLocalJWKSet, decodeJwt, jwtVerify } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import { contactMessages, session, user } from "@db/schema";
// The /api edge: one handler, routed by path.
import { GET as getSignIn, GET as getSignOut, POST as postContact, POST as postSignIn } from "@/app/api/[...path]/route";
import { GET as identityGet, POST as identityPost } from "@/app/api/identity/[...all]/route";
import { getDb } from "@/lib/db";
import { latestCodeFor, ORIGIN, TestBrowser } from "../../../../tests/support/identity-client";
import { getAuth } from "./auth";
import { authenticateBearer } from "./require-bearer";

const identity = (request: Request) => (request.method === "GET" ? identityGet(request) : identityPost(request));
let counter = 0;
const uniqueEmail = () => `learner${Date.now()}${(counter += 1)}@example.com`;
const PASSWORD = "correct horse battery staple";

async function signUpVerified(browser: TestBrowser, email = uniqueEmail()) {
  const signUp = await browser.call(identity, "/api/identity/sign-up/email", { body: { name: "Ada", email, password: PASSWORD } });
  expect(signUp.status).toBe(200);
  const code = await latestCodeFor(email);
  const verify = await browser.call(identity, "/api/identity/email-otp/verify-email", { body: { email, otp: code } });
  expect(verify.status).toBe(200);
  return email;
}

async function isLogged(browser: TestBrowser) {
  return (await (await browser.call(getSignIn, "/api/auth/sign-in")).json()) as { isLogged: boolean; isAnonymous: boolean };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("email and password", () => {
  it("signs up, emails a 6-digit code, and signs in once the address is verified", async () => {
    const browser = new TestBrowser();
    const email = uniqueEmail();
    const response = await browser.call(identity, "/api/identity/sign-up/email", { body: { name: "Ada", email, password: PASSWORD } });
    expect(response.status).toBe(200);
    expect(await isLogged(browser)).toEqual({ isLogged: false, isAnonymous: false });

    const code = await latestCodeFor(email);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await browser.call(identity, "/api/identity/email-otp/verify-email", {
      body: { email, otp: code === "000000" ? "111111" : "000000" },
    });
    expect(wrong.status).toBe(400);
    const verify = await browser.call(identity, "/api/identity/email-otp/verify-email", { body: { email, otp: code } });
    expect(verify.status).toBe(200);
    expect(await isLogged(browser)).toEqual({ isLogged: true, isAnonymous: false });
    // Single use: the same code does not work twice.
    const again = await new TestBrowser().call(identity, "/api/identity/email-otp/verify-email", { body: { email, otp: code } });
    expect(again.status).toBe(400);
  });

  it("refuses short and common passwords, accepts long ones", async () => {
    const browser = new TestBrowser();
    for (const password of ["short", "password", "qwertyuiop"]) {
      const response = await browser.call(identity, "/api/identity/sign-up/email", { body: { name: "A", email: uniqueEmail(), password } });
      expect(response.status).toBe(400);
    }
    const long = "a".repeat(64) + " is fine";
    expect(
      (await browser.call(identity, "/api/identity/sign-up/email", { body: { name: "A", email: uniqueEmail(), password: long } })).status,
    ).toBe(200);
  });

  it("answers alike for a wrong password and an unknown address", async () => {
    const browser = new TestBrowser();
    const email = await signUpVerified(browser);
    const other = new TestBrowser();
    const wrong = await other.call(identity, "/api/identity/sign-in/email", { body: { email, password: "not the password at all" } });
    const unknown = await other.call(identity, "/api/identity/sign-in/email", {
      body: { email: uniqueEmail(), password: "not the password at all" },
    });
    expect(wrong.status).toBe(unknown.status);
    expect((await wrong.json()).code).toBe((await unknown.json()).code);
    const right = await other.call(identity, "/api/identity/sign-in/email", { body: { email, password: PASSWORD } });
    expect(right.status).toBe(200);
  });

  it("resets a forgotten password with an emailed code and ends the old sessions", async () => {
    const browser = new TestBrowser();
    const email = await signUpVerified(browser);
    const stranger = new TestBrowser();
    expect((await stranger.call(identity, "/api/identity/email-otp/request-password-reset", { body: { email } })).status).toBe(200);
    const code = await latestCodeFor(email);
    const reset = await stranger.call(identity, "/api/identity/email-otp/reset-password", {
      body: { email, otp: code, password: "a brand new passphrase" },
    });
    expect(reset.status).toBe(200);
    expect((await isLogged(browser)).isLogged).toBe(false);
    expect((await stranger.call(identity, "/api/identity/sign-in/email", { body: { email, password: PASSWORD } })).status).toBe(401);
    expect(
      (await stranger.call(identity, "/api/identity/sign-in/email", { body: { email, password: "a brand new passphrase" } })).status,
    ).toBe(200);
    // An unknown address gets the same answer as a known one.
    expect(
      (await stranger.call(identity, "/api/identity/email-otp/request-password-reset", { body: { email: uniqueEmail() } })).status,
    ).toBe(200);
  });

  it("rate limits sign-in attempts per client address, in PostgreSQL", async () => {
    const browser = new TestBrowser("198.18.0.77");
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      // A different address each time: the per-account limit (password-throttle) stays out of it.
      const response = await browser.call(identity, "/api/identity/sign-in/email", {
        body: { email: `nobody${i}@example.com`, password: "whatever whatever" },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const rows = await getDb().execute(`select count(*)::int as n from rate_limit where key like '%198.18.0.77%'`);
    expect((rows.rows[0] as { n: number }).n).toBeGreaterThan(0);
  });

  it("does not limit reading one's own session or id token per client address (both need the session)", async () => {
    const browser = new TestBrowser("198.18.0.78");
    expect((await browser.call(identity, "/api/identity/sign-in/anonymous", { body: {} })).status).toBe(200);
    const statuses = new Set<number>();
    // Past the 120 a minute every other identity endpoint allows one address.
    for (let i = 0; i < 130; i += 1) {
      statuses.add((await browser.call(identity, "/api/identity/token")).status);
      statuses.add((await browser.call(identity, "/api/identity/get-session")).status);
    }
    expect([...statuses]).toEqual([200]);
  });
});

describe("devices", () => {
  it("signs out every other session, keeping this one", async () => {
    const here = new TestBrowser();
    const email = await signUpVerified(here);
    const there = new TestBrowser();
    expect((await there.call(identity, "/api/identity/sign-in/email", { body: { email, password: PASSWORD } })).status).toBe(200);
    expect((await here.call(identity, "/api/identity/revoke-other-sessions", { body: {} })).status).toBe(200);
    expect((await isLogged(here)).isLogged).toBe(true);
    expect((await isLogged(there)).isLogged).toBe(false);
  });
});

describe("deleting the account", () => {
  it("takes the account's password even right after signing in: an empty or missing one deletes nothing", async () => {
    const browser = new TestBrowser();
    const email = await signUpVerified(browser);
    // A sign-in minutes ago is not enough: the password the form asks for is.
    for (const body of [{ password: "" }, {}]) {
      const refused = await browser.call(identity, "/api/identity/delete-user", { body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(await refused.json()).toMatchObject({ code: "INVALID_PASSWORD" });
    }
    expect(await getDb().select({ id: user.id }).from(user).where(eq(user.email, email))).toHaveLength(1);
    expect((await isLogged(browser)).isLogged).toBe(true);
    expect((await browser.call(identity, "/api/identity/delete-user", { body: { password: PASSWORD } })).status).toBe(200);
    expect(await getDb().select({ id: user.id }).from(user).where(eq(user.email, email))).toHaveLength(0);
  });
});

describe("anonymous visitors", () => {
  it("get an anonymous session, and their records move to the account they sign up for", async () => {
    const browser = new TestBrowser();
    const anon = await browser.call(identity, "/api/identity/sign-in/anonymous", { body: {} });
    expect(anon.status).toBe(200);
    expect(await isLogged(browser)).toEqual({ isLogged: true, isAnonymous: true });
    const anonymousId = ((await anon.json()) as { user: { id: string } }).user.id;

    const sent = await browser.call(postContact, "/api/contact-messages", {
      body: { name: "Ada", email: "ada@example.com", topic: "general", message: "A question before I sign up." },
    });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: string };
    expect((await getDb().select().from(contactMessages).where(eq(contactMessages.id, id)))[0]?.ownerId).toBe(anonymousId);

    await signUpVerified(browser);
    const status = await isLogged(browser);
    expect(status).toEqual({ isLogged: true, isAnonymous: false });
    const [message] = await getDb().select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(message?.ownerId).not.toBe(anonymousId);
    const [owner] = await getDb().select().from(user).where(eq(user.id, message!.ownerId!));
    expect(owner?.isAnonymous).toBe(false);
    expect(await getDb().select().from(user).where(eq(user.id, anonymousId))).toEqual([]);
  });

  it("merge into an existing account when they sign in", async () => {
    const existing = new TestBrowser();
    const email = await signUpVerified(existing);
    const [account] = await getDb().select().from(user).where(eq(user.email, email));

    const browser = new TestBrowser();
    await browser.call(identity, "/api/identity/sign-in/anonymous", { body: {} });
    const sent = await browser.call(postContact, "/api/contact-messages", {
      body: { name: "Ada", email, topic: "billing", message: "Sent while I was not signed in." },
    });
    const { id } = (await sent.json()) as { id: string };
    const signIn = await browser.call(identity, "/api/identity/sign-in/email", { body: { email, password: PASSWORD } });
    expect(signIn.status).toBe(200);
    const [message] = await getDb().select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(message?.ownerId).toBe(account!.id);
    expect(await isLogged(browser)).toEqual({ isLogged: true, isAnonymous: false });
  });
});

describe("sessions and id tokens", () => {
  async function tokenFor(browser: TestBrowser) {
    const response = await browser.call(identity, "/api/identity/token");
    expect(response.status).toBe(200);
    return ((await response.json()) as { token: string }).token;
  }

  it("issues an EdDSA id token that an independent verifier accepts through the JWKS", async () => {
    const browser = new TestBrowser();
    const email = await signUpVerified(browser);
    const token = await tokenFor(browser);
    const jwks = await (await browser.call(identity, "/api/identity/jwks")).json();
    const { payload, protectedHeader } = await jwtVerify(token, createLocalJWKSet(jwks), { issuer: ORIGIN, audience: "lingora-api" });
    expect(protectedHeader.alg).toBe("EdDSA");
    expect(payload.email).toBe(email);
    expect(payload.exp! - payload.iat!).toBe(15 * 60);

    const caller = await authenticateBearer(new Headers({ authorization: `Bearer ${token}` }));
    expect(caller).toMatchObject({ email, isAnonymous: false });
  });

  it("rejects expired, tampered and other-audience tokens", async () => {
    const browser = new TestBrowser();
    await signUpVerified(browser);
    const token = await tokenFor(browser);
    const bearer = (t: string) => authenticateBearer(new Headers({ authorization: `Bearer ${t}` }));

    const [header, body, signature] = token.split(".");
    const claims = decodeJwt(token);
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: "someone-else" })).toString("base64url");
    expect(await bearer(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await bearer(`${header}.${body}.${signature!.slice(0, -4)}AAAA`)).toBeNull();

    const other = await getAuth().api.signJWT({ body: { payload: { sub: claims.sub, aud: "someone-else", iss: ORIGIN } } });
    expect(await bearer(other.token)).toBeNull();
    expect(await bearer(token)).not.toBeNull();

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 16 * 60 * 1000);
    expect(await bearer(token)).toBeNull();
  });

  it("POST /api/auth/sign-in turns an id token into a session cookie; sign-out ends the session in the database", async () => {
    const source = new TestBrowser();
    const email = await signUpVerified(source);
    const token = await tokenFor(source);

    const web = new TestBrowser();
    expect((await web.call(postSignIn, "/api/auth/sign-in", { body: { idToken: "short" } })).status).toBe(400);
    const [header, , signature] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ ...decodeJwt(token), sub: "someone-else" })).toString("base64url");
    expect((await web.call(postSignIn, "/api/auth/sign-in", { body: { idToken: `${header}.${forged}.${signature}` } })).status).toBe(401);
    expect(await isLogged(web)).toEqual({ isLogged: false, isAnonymous: false });
    const handed = await web.call(postSignIn, "/api/auth/sign-in", { body: { idToken: token } });
    expect(handed.status).toBe(200);
    expect(await handed.json()).toEqual({ isLogged: true });
    expect(await isLogged(web)).toEqual({ isLogged: true, isAnonymous: false });

    const [account] = await getDb().select().from(user).where(eq(user.email, email));
    const before = await getDb().select().from(session).where(eq(session.userId, account!.id));
    const out = await web.call(getSignOut, "/api/auth/sign-out");
    expect(await out.json()).toEqual({ ok: true, wasSignedIn: true });
    expect(await isLogged(web)).toEqual({ isLogged: false, isAnonymous: false });
    const after = await getDb().select().from(session).where(eq(session.userId, account!.id));
    expect(after.length).toBe(before.length - 1);

    // A browser that missed the sign-out answer still sends the ended session's cookie.
    const stale = new TestBrowser();
    stale.remember(handed);
    const withStaleCookie = await stale.call(identity, "/api/identity/sign-in/email", { body: { email, password: PASSWORD } });
    expect(withStaleCookie.status).toBe(200);
    expect(await isLogged(stale)).toEqual({ isLogged: true, isAnonymous: false });

    const again = await web.call(identity, "/api/identity/sign-in/email", { body: { email, password: PASSWORD } });
    expect(again.status).toBe(200);
    expect(await isLogged(web)).toEqual({ isLogged: true, isAnonymous: false });
  });
});
