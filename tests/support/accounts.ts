import { expect } from "vitest";
import { createSession, createUser } from "@db/factories";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { GET as identityGet, POST as identityPost } from "@/app/api/identity/[...all]/route";
import { latestCodeFor, TestBrowser } from "./identity-client";

export const identity = (request: Request) => (request.method === "GET" ? identityGet(request) : identityPost(request));

let counter = 0;
export const uniqueEmail = (prefix = "learner") => `${prefix}${Date.now()}${(counter += 1)}@example.com`;
export const PASSWORD = "correct horse battery staple";

export interface TestAccount {
  browser: TestBrowser;
  email: string | null;
  userId: string;
  token: string;
}

async function tokenOf(browser: TestBrowser): Promise<{ token: string; userId: string }> {
  const response = await browser.call(identity, "/api/identity/token");
  expect(response.status).toBe(200);
  const { token } = (await response.json()) as { token: string };
  const payload = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { sub: string };
  return { token, userId: payload.sub };
}

/**
 * A registered, verified account with a session and an id token, made by the factories (no
 * sign-up requests): for tests that need someone signed in, not the sign-up itself.
 */
export async function signedInAccount(address?: string): Promise<TestAccount> {
  const created = await createUser(getDb(), { name: "Ada", password: PASSWORD });
  const session = await createSession(getDb(), created.id, { secret: getConfig().AUTH_SECRET! });
  const browser = new TestBrowser(address);
  browser.setCookie(session.cookie.name, session.cookie.value);
  return { browser, email: created.email, ...(await tokenOf(browser)) };
}

/** A registered, verified account with a session and an id token, through the sign-up requests (and the marks they leave). */
export async function registeredAccount(address?: string): Promise<TestAccount> {
  const browser = new TestBrowser(address);
  const email = uniqueEmail();
  const signUp = await browser.call(identity, "/api/identity/sign-up/email", { body: { name: "Ada", email, password: PASSWORD } });
  expect(signUp.status).toBe(200);
  const verify = await browser.call(identity, "/api/identity/email-otp/verify-email", { body: { email, otp: await latestCodeFor(email) } });
  expect(verify.status).toBe(200);
  if (!browser.hasSessionCookie()) {
    const signIn = await browser.call(identity, "/api/identity/sign-in/email", { body: { email, password: PASSWORD } });
    expect(signIn.status).toBe(200);
  }
  return { browser, email, ...(await tokenOf(browser)) };
}

/** An anonymous visitor's session and id token. */
export async function anonymousAccount(address?: string): Promise<TestAccount> {
  const browser = new TestBrowser(address);
  const response = await browser.call(identity, "/api/identity/sign-in/anonymous", { body: {} });
  expect(response.status).toBe(200);
  return { browser, email: null, ...(await tokenOf(browser)) };
}
