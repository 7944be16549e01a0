import { desc, eq, sql } from "drizzle-orm";
import { createEmailVerificationToken } from "better-auth/api";
import { describe, expect, it } from "vitest";
import { contactMessages, outboxMessages, session, user } from "@db/schema";
import { GET as getSignIn, POST as postContact, POST as postSignIn } from "@/app/api/[...path]/route";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { identity, PASSWORD, uniqueEmail } from "../../../../tests/support/accounts";
import { latestCodeFor, TestBrowser } from "../../../../tests/support/identity-client";
import { createActionCode } from "./action-codes";
import { getAuth } from "./auth";

/**
 * Two-step sign-in holds on every path that creates a session. Every endpoint of the identity
 * service is classified below; a new endpoint fails the first test until someone says whether it
 * creates a session, and every path that signs in to an existing account is driven against an
 * account with a second factor and must end in the challenge, never in a session.
 */
let n = 0;

type Kind =
  | "signs-in" // creates a session for an existing account from a credential, code or link: gated, driven below
  | "second-step" // the challenge's own verification
  | "continues-session" // needs a live session of the same account (rotation, id-token exchange)
  | "new-account" // a session for an account created in the same request (sign-up, anonymous): no factor yet
  | "no-session"; // never creates a session

const ENDPOINTS: Record<string, Kind> = {
  "/sign-in/email": "signs-in",
  "/sign-in/email-otp": "signs-in",
  "/sign-in/phone-number": "signs-in",
  "/phone-number/verify": "signs-in",
  "/email-otp/verify-email": "signs-in",
  "/verify-email": "signs-in",
  "/email-action/apply": "signs-in",
  "/autologin": "signs-in",
  "/callback/:id": "signs-in", // social: driven in the browser (tests/e2e/second-factor.spec.ts)
  "/id-token/sign-in": "continues-session",
  "/two-factor/verify-totp": "second-step",
  "/two-factor/verify-otp": "second-step",
  "/two-factor/verify-backup-code": "second-step",
  "/two-factor/enable": "continues-session",
  "/two-factor/disable": "continues-session",
  "/change-password": "continues-session",
  "/update-user": "continues-session",
  "/change-email": "continues-session",
  "/email-otp/change-email": "continues-session",
  "/update-session": "continues-session",
  "/sign-up/email": "new-account",
  "/sign-in/anonymous": "new-account",
  "/account-info": "no-session",
  "/delete-anonymous-user": "no-session",
  "/delete-user": "no-session",
  "/delete-user/callback": "no-session",
  "/email-action/change-email": "no-session",
  "/email-link/send": "no-session",
  "/email-otp/check-verification-otp": "no-session",
  "/email-otp/request-email-change": "no-session",
  "/email-otp/request-password-reset": "no-session",
  "/email-otp/reset-password": "no-session",
  "/email-otp/send-verification-otp": "no-session",
  "/error": "no-session",
  "/forget-password/email-otp": "no-session",
  "/get-access-token": "no-session",
  "/get-session": "no-session",
  "/jwks": "no-session",
  "/link-social": "no-session",
  "/list-accounts": "no-session",
  "/list-sessions": "no-session",
  "/ok": "no-session",
  "/phone-number/request-password-reset": "no-session",
  "/phone-number/reset-password": "no-session",
  "/phone-number/send-otp": "no-session",
  "/refresh-token": "no-session",
  "/request-password-reset": "no-session",
  "/reset-password": "no-session",
  "/reset-password/:token": "no-session",
  "/revoke-other-sessions": "no-session",
  "/revoke-session": "no-session",
  "/revoke-sessions": "no-session",
  "/send-verification-email": "no-session",
  "/sign-in/social": "no-session",
  "/sign-out": "no-session",
  "/token": "no-session",
  "/two-factor/generate-backup-codes": "no-session",
  "/two-factor/get-totp-uri": "no-session",
  "/two-factor/send-otp": "no-session",
  "/unlink-account": "no-session",
  "/verify-password": "no-session",
};

const isLogged = async (browser: TestBrowser) =>
  ((await (await browser.call(getSignIn, "/api/auth/sign-in")).json()) as { isLogged: boolean }).isLogged;

async function sessionCount(userId: string) {
  const rows = await getDb()
    .select({ count: sql<number>`count(*)::int` })
    .from(session)
    .where(eq(session.userId, userId));
  return rows[0]!.count;
}

/** A verified account with a password and a verified phone, then two-step sign-in (codes by SMS). */
async function accountWithSecondFactor() {
  const owner = new TestBrowser();
  const email = uniqueEmail("gate");
  const phone = `+38066${String(Date.now() + (n += 1)).slice(-7)}`;
  await owner.call(identity, "/api/identity/sign-up/email", { body: { name: "Ada", email, password: PASSWORD } });
  await owner.call(identity, "/api/identity/email-otp/verify-email", { body: { email, otp: await latestCodeFor(email) } });
  await owner.call(identity, "/api/identity/phone-number/send-otp", { body: { phoneNumber: phone } });
  const phoneVerified = await owner.call(identity, "/api/identity/phone-number/verify", {
    body: { phoneNumber: phone, code: await latestCodeFor(phone), updatePhoneNumber: true },
  });
  expect(phoneVerified.status).toBe(200);
  expect((await owner.call(identity, "/api/identity/two-factor/enable", { body: { password: PASSWORD, method: "otp" } })).status).toBe(200);
  const [row] = await getDb().select().from(user).where(eq(user.email, email));
  expect(row?.twoFactorEnabled).toBe(true);
  return { owner, email, phone, userId: row!.id };
}

/** The path ended in the challenge: no session for the account, and the second step works from there. */
async function expectChallenge(device: TestBrowser, response: Response, userId: string, sessionsBefore: number) {
  const body = (await response.json()) as { twoFactorRedirect?: boolean };
  expect(body.twoFactorRedirect).toBe(true);
  expect(await isLogged(device)).toBe(false);
  expect(await sessionCount(userId)).toBe(sessionsBefore);
}

describe("the second-factor gate", () => {
  it("every identity endpoint is classified (a new one must say whether it creates a session)", () => {
    const api = getAuth().api as unknown as Record<string, { path?: string }>;
    const paths = new Set(
      Object.values(api)
        .map((endpoint) => endpoint.path)
        .filter((path): path is string => Boolean(path)),
    );
    expect([...paths].sort()).toEqual(Object.keys(ENDPOINTS).sort());
  });

  it("password, emailed code, SMS code, phone + password, email links, verification links and autologin all stop at the second step", async () => {
    const { email, phone, userId } = await accountWithSecondFactor();
    const before = await sessionCount(userId);
    const { WEB_API_KEY } = getConfig();
    const driven: string[] = [];

    const drive = async (path: string, act: (device: TestBrowser) => Promise<Response>) => {
      const device = new TestBrowser();
      await expectChallenge(device, await act(device), userId, before);
      driven.push(path);
      return device;
    };

    await drive("/sign-in/email", (d) => d.call(identity, "/api/identity/sign-in/email", { body: { email, password: PASSWORD } }));
    await drive("/sign-in/email-otp", async (d) => {
      await d.call(identity, "/api/identity/email-otp/send-verification-otp", { body: { email, type: "sign-in" } });
      return d.call(identity, "/api/identity/sign-in/email-otp", { body: { email, otp: await latestCodeFor(email) } });
    });
    await drive("/phone-number/verify", async (d) => {
      await d.call(identity, "/api/identity/phone-number/send-otp", { body: { phoneNumber: phone } });
      return d.call(identity, "/api/identity/phone-number/verify", { body: { phoneNumber: phone, code: await latestCodeFor(phone) } });
    });
    await drive("/sign-in/phone-number", (d) =>
      d.call(identity, "/api/identity/sign-in/phone-number", { body: { phoneNumber: phone, password: PASSWORD } }),
    );
    await drive("/email-otp/verify-email", async (d) => {
      await d.call(identity, "/api/identity/email-otp/send-verification-otp", { body: { email, type: "email-verification" } });
      return d.call(identity, "/api/identity/email-otp/verify-email", { body: { email, otp: await latestCodeFor(email) } });
    });
    const linkDevice = await drive("/email-action/apply", async (d) => {
      const oobCode = await createActionCode(getDb(), { mode: "signIn", email, userId, payload: {} });
      return d.call(identity, "/api/identity/email-action/apply", { body: { mode: "signIn", oobCode, apiKey: WEB_API_KEY } });
    });
    await drive("/autologin", async (d) => {
      const token = await createActionCode(getDb(), { mode: "autologin", email, userId, payload: { next: "/en" } });
      return d.call(identity, "/api/identity/autologin", { body: { token } });
    });

    // The core verification link (GET, a redirect when it has a callback): no session either.
    const verifyToken = await createEmailVerificationToken(getConfig().AUTH_SECRET!, email);
    const viaLink = new TestBrowser();
    const linkAnswer = await viaLink.call(identity, `/api/identity/verify-email?token=${verifyToken}`);
    expect(linkAnswer.status).toBeLessThan(500);
    expect(await isLogged(viaLink)).toBe(false);
    expect(await sessionCount(userId)).toBe(before);
    driven.push("/verify-email");

    // Every path that signs in to an existing account was driven here (social: in the browser).
    const signsIn = Object.entries(ENDPOINTS)
      .filter(([, kind]) => kind === "signs-in")
      .map(([path]) => path);
    expect([...driven, "/callback/:id"].sort()).toEqual(signsIn.sort());

    // The challenge leads on: the code by SMS completes the sign-in on that device.
    expect((await linkDevice.call(identity, "/api/identity/two-factor/send-otp", { body: {} })).status).toBe(200);
    const second = await linkDevice.call(identity, "/api/identity/two-factor/verify-otp", { body: { code: await latestCodeFor(phone) } });
    expect(second.status).toBe(200);
    expect(await isLogged(linkDevice)).toBe(true);
  });

  it("signing up with the address of an account with a second factor creates no session and tells the owner", async () => {
    const { email, userId } = await accountWithSecondFactor();
    const before = await sessionCount(userId);
    const stranger = new TestBrowser();
    const answer = await stranger.call(identity, "/api/identity/sign-up/email", {
      body: { name: "Eve", email, password: "another long passphrase" },
    });
    expect(answer.status).toBe(200);
    expect(await isLogged(stranger)).toBe(false);
    expect(await sessionCount(userId)).toBe(before);
    const [notice] = await getDb()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    expect(notice?.meta.kind).toBe("existing-account");
  });

  it("an id token continues its own live session (no second ask), and nothing once that session ended", async () => {
    const { owner } = await accountWithSecondFactor();
    const { token } = (await (await owner.call(identity, "/api/identity/token")).json()) as { token: string };
    const elsewhere = new TestBrowser();
    const exchanged = await elsewhere.call(postSignIn, "/api/auth/sign-in", { body: { idToken: token } });
    expect(exchanged.status).toBe(200);
    expect(await isLogged(elsewhere)).toBe(true);

    await owner.call(identity, "/api/identity/sign-out", { body: {} });
    const late = new TestBrowser();
    expect((await late.call(postSignIn, "/api/auth/sign-in", { body: { idToken: token } })).status).toBe(401);
    expect(await isLogged(late)).toBe(false);
  });
  it("an anonymous visitor's records follow them into a two-step account once the second step is done", async () => {
    const { email, phone, userId } = await accountWithSecondFactor();
    const device = new TestBrowser();
    const anonymous = await device.call(identity, "/api/identity/sign-in/anonymous", { body: {} });
    const anonymousId = ((await anonymous.json()) as { user: { id: string } }).user.id;
    const sent = await device.call(postContact, "/api/contact-messages", {
      body: { name: "Ada", email, topic: "billing", message: "Sent before I signed in." },
    });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: string };

    const first = await device.call(identity, "/api/identity/sign-in/email", { body: { email, password: PASSWORD } });
    expect(((await first.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect).toBe(true);
    // Between the steps the records are still the visitor's: nothing moves before the account is proven.
    expect((await getDb().select().from(contactMessages).where(eq(contactMessages.id, id)))[0]?.ownerId).toBe(anonymousId);

    expect((await device.call(identity, "/api/identity/two-factor/send-otp", { body: {} })).status).toBe(200);
    const second = await device.call(identity, "/api/identity/two-factor/verify-otp", { body: { code: await latestCodeFor(phone) } });
    expect(second.status).toBe(200);
    expect((await getDb().select().from(contactMessages).where(eq(contactMessages.id, id)))[0]?.ownerId).toBe(userId);
    expect(await getDb().select().from(user).where(eq(user.id, anonymousId))).toEqual([]);
  });
});
