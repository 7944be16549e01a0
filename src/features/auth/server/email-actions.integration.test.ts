import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outboxMessages, user } from "@db/schema";
import { GET as getSignIn } from "@/app/api/[...path]/route";
import { GET as identityGet, POST as identityPost } from "@/app/api/identity/[...all]/route";
import { getDb } from "@/lib/db";
import { latestCodeFor, TestBrowser } from "../../../../tests/support/identity-client";
import { totpCodeFor } from "../../../../tests/support/totp";
import { createActionCode } from "./action-codes";

const identity = (request: Request) => (request.method === "GET" ? identityGet(request) : identityPost(request));
const PASSWORD = "correct horse battery staple";
let n = 0;
const uniqueEmail = () => `links${Date.now()}${(n += 1)}@example.com`;

async function latestLink(to: string, kind: string): Promise<URL> {
  const rows = await getDb().select().from(outboxMessages).where(eq(outboxMessages.recipient, to)).orderBy(desc(outboxMessages.createdAt));
  const row = rows.find((r) => r.meta.kind === `link:${kind}`);
  if (!row?.meta.link) throw new Error(`no ${kind} link for ${to}`);
  return new URL(row.meta.link);
}

const apply = (browser: TestBrowser, link: URL, extra: Record<string, string> = {}) =>
  browser.call(identity, "/api/identity/email-action/apply", {
    body: {
      mode: link.searchParams.get("mode"),
      oobCode: link.searchParams.get("oobCode"),
      apiKey: link.searchParams.get("apiKey"),
      ...extra,
    },
  });

const isLogged = async (browser: TestBrowser) =>
  (await (await browser.call(getSignIn, "/api/auth/sign-in")).json()) as { isLogged: boolean; isAnonymous: boolean };

async function registered() {
  const browser = new TestBrowser();
  const email = uniqueEmail();
  await browser.call(identity, "/api/identity/sign-up/email", { body: { name: "Ada", email, password: PASSWORD } });
  await browser.call(identity, "/api/identity/email-otp/verify-email", { body: { email, otp: await latestCodeFor(email) } });
  return { browser, email };
}

describe("email action links", () => {
  it("signIn: a passwordless link signs in once, for new and known addresses alike", async () => {
    const email = uniqueEmail();
    const browser = new TestBrowser();
    expect((await browser.call(identity, "/api/identity/email-link/send", { body: { email } })).status).toBe(200);
    const link = await latestLink(email, "signIn");
    expect(link.pathname).toBe("/en/auth/action");
    expect(link.searchParams.get("apiKey")).toBe("lingora-web");
    expect((await apply(browser, link)).status).toBe(200);
    expect(await isLogged(browser)).toEqual({ isLogged: true, isAnonymous: false });
    const [account] = await getDb().select().from(user).where(eq(user.email, email));
    expect(account?.emailVerified).toBe(true);
    // Single use.
    const again = await apply(new TestBrowser(), link);
    expect(again.status).toBe(400);
    expect((await again.json()).code).toBe("ACTION_CODE_USED_OR_EXPIRED");
  });

  it("rejects links without a key, with another key, or with an unknown mode", async () => {
    const browser = new TestBrowser();
    const call = (body: Record<string, string>) => browser.call(identity, "/api/identity/email-action/apply", { body });
    const code = "x".repeat(40);
    expect((await (await call({ mode: "signIn", oobCode: code, apiKey: "" })).json()).code).toBe("argument-error");
    expect((await (await call({ mode: "takeOver", oobCode: code, apiKey: "lingora-web" })).json()).code).toBe("argument-error");
    expect((await (await call({ mode: "signIn", oobCode: code, apiKey: "not-our-key" })).json()).code).toBe("invalid-api-key");
  });

  it("expired codes do not work", async () => {
    const email = uniqueEmail();
    const code = await createActionCode(getDb(), { mode: "signIn", email, ttlSeconds: -1 });
    const response = await new TestBrowser().call(identity, "/api/identity/email-action/apply", {
      body: { mode: "signIn", oobCode: code, apiKey: "lingora-web" },
    });
    expect(response.status).toBe(400);
  });

  it("resetPassword: the link sets a new password and ends every session", async () => {
    const { browser, email } = await registered();
    const [account] = await getDb().select().from(user).where(eq(user.email, email));
    const code = await createActionCode(getDb(), { mode: "resetPassword", email, userId: account!.id });
    const link = new URL(`http://localhost:3000/en/auth/action?mode=resetPassword&oobCode=${code}&apiKey=lingora-web`);
    const stranger = new TestBrowser();
    expect(await (await apply(stranger, link)).json()).toMatchObject({ needsPassword: true });
    expect((await apply(stranger, link, { newPassword: "password" })).status).toBe(400);
    expect((await apply(stranger, link, { newPassword: "a fresh passphrase here" })).status).toBe(200);
    expect((await isLogged(browser)).isLogged).toBe(false);
    expect(
      (await stranger.call(identity, "/api/identity/sign-in/email", { body: { email, password: "a fresh passphrase here" } })).status,
    ).toBe(200);
    expect((await apply(new TestBrowser(), link, { newPassword: "yet another passphrase" })).status).toBe(400);
  });

  it("verifyAndChangeEmail goes to the new address; recoverEmail to the old one undoes it and signs everyone out", async () => {
    const { browser, email } = await registered();
    const newEmail = uniqueEmail();
    expect((await browser.call(identity, "/api/identity/email-action/change-email", { body: { newEmail } })).status).toBe(400);
    expect(
      (await browser.call(identity, "/api/identity/email-action/change-email", { body: { newEmail, password: "wrong wrong wrong" } }))
        .status,
    ).toBe(400);
    // The address it already has (in any case): refused, and nothing is sent.
    const sentTo = async () => (await getDb().select().from(outboxMessages).where(eq(outboxMessages.recipient, email))).length;
    const before = await sentTo();
    const sameAddress = await browser.call(identity, "/api/identity/email-action/change-email", {
      body: { newEmail: email.toUpperCase(), password: PASSWORD },
    });
    expect(sameAddress.status).toBe(400);
    expect(await sameAddress.json()).toMatchObject({ code: "EMAIL_UNCHANGED" });
    expect(await sentTo()).toBe(before);
    expect(
      (await browser.call(identity, "/api/identity/email-action/change-email", { body: { newEmail, password: PASSWORD } })).status,
    ).toBe(200);
    const change = await latestLink(newEmail, "verifyAndChangeEmail");
    const recover = await latestLink(email, "recoverEmail");
    expect((await apply(new TestBrowser(), change)).status).toBe(200);
    expect((await getDb().select().from(user).where(eq(user.email, newEmail))).length).toBe(1);
    expect((await apply(new TestBrowser(), recover)).status).toBe(200);
    expect((await getDb().select().from(user).where(eq(user.email, email))).length).toBe(1);
    expect((await isLogged(browser)).isLogged).toBe(false);
  });

  it("revertSecondFactorAddition: enrolling a factor emails a link that removes it", async () => {
    const { browser, email } = await registered();
    const enable = await browser.call(identity, "/api/identity/two-factor/enable", { body: { password: PASSWORD } });
    const { totpURI } = (await enable.json()) as { totpURI: string };
    await browser.call(identity, "/api/identity/two-factor/verify-totp", { body: { code: await totpCodeFor(totpURI) } });
    expect((await getDb().select().from(user).where(eq(user.email, email)))[0]?.twoFactorEnabled).toBe(true);
    const revert = await latestLink(email, "revertSecondFactorAddition");
    expect((await apply(new TestBrowser(), revert)).status).toBe(200);
    expect((await getDb().select().from(user).where(eq(user.email, email)))[0]?.twoFactorEnabled).toBe(false);
  });

  it("autologin: a one-time token signs in and names the next page; the second use fails", async () => {
    const { email } = await registered();
    const [account] = await getDb().select().from(user).where(eq(user.email, email));
    const token = await createActionCode(getDb(), { mode: "autologin", email, userId: account!.id, payload: { next: "/en/contact-us" } });
    const browser = new TestBrowser();
    const first = await browser.call(identity, "/api/identity/autologin", { body: { token } });
    expect(await first.json()).toEqual({ ok: true, next: "/en/contact-us" });
    expect(await isLogged(browser)).toEqual({ isLogged: true, isAnonymous: false });
    expect((await new TestBrowser().call(identity, "/api/identity/autologin", { body: { token } })).status).toBe(400);
  });
});
