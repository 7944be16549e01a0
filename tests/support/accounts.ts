import { expect } from "vitest";
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

/** A registered, verified account with a session and an id token. */
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
