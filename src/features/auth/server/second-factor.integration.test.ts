import { desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outboxMessages, user } from "@db/schema";
import { GET as getSignIn } from "@/app/api/[...path]/route";
import { GET as identityGet, POST as identityPost } from "@/app/api/identity/[...all]/route";
import { getDb } from "@/lib/db";
import { latestCodeFor, TestBrowser } from "../../../../tests/support/identity-client";
import { totpCodeFor } from "../../../../tests/support/totp";

const identity = (request: Request) => (request.method === "GET" ? identityGet(request) : identityPost(request));
const PASSWORD = "correct horse battery staple";
let n = 0;

async function registered() {
  const browser = new TestBrowser();
  const email = `mfa${Date.now()}${(n += 1)}@example.com`;
  await browser.call(identity, "/api/identity/sign-up/email", { body: { name: "Ada", email, password: PASSWORD } });
  await browser.call(identity, "/api/identity/email-otp/verify-email", { body: { email, otp: await latestCodeFor(email) } });
  return { browser, email };
}

const isLogged = async (browser: TestBrowser) =>
  (await (await browser.call(getSignIn, "/api/auth/sign-in")).json()) as { isLogged: boolean };

async function latestSms(to: string) {
  const [row] = await getDb()
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, to))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  return row;
}

describe("TOTP second factor", () => {
  it("enrols with an authenticator, then sign-in needs the second step; backup codes work once; removal needs the password", async () => {
    const { browser, email } = await registered();
    const wrongPassword = await browser.call(identity, "/api/identity/two-factor/enable", { body: { password: "nope nope nope" } });
    expect(wrongPassword.status).toBe(400);
    const enable = await browser.call(identity, "/api/identity/two-factor/enable", { body: { password: PASSWORD } });
    expect(enable.status).toBe(200);
    const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Lingora:.+secret=.+&issuer=Lingora/);
    expect(backupCodes).toHaveLength(10);
    const before = browser.cookieHeader();
    const confirm = await browser.call(identity, "/api/identity/two-factor/verify-totp", { body: { code: await totpCodeFor(totpURI) } });
    expect(confirm.status).toBe(200);
    // A privilege change rotates the session: the old cookie no longer works, the new one does.
    expect(browser.cookieHeader()).not.toBe(before);
    expect((await isLogged(browser)).isLogged).toBe(true);
    const oldCookie = await getSignIn(new Request("http://localhost:3000/api/auth/sign-in", { headers: { cookie: before } }));
    expect(((await oldCookie.json()) as { isLogged: boolean }).isLogged).toBe(false);
    expect((await getDb().select().from(user).where(eq(user.email, email)))[0]?.twoFactorEnabled).toBe(true);

    const device = new TestBrowser();
    const first = await device.call(identity, "/api/identity/sign-in/email", { body: { email, password: PASSWORD } });
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
    expect((await isLogged(device)).isLogged).toBe(false);
    const wrong = await device.call(identity, "/api/identity/two-factor/verify-totp", { body: { code: "000000" } });
    expect(wrong.status).toBe(401);
    const second = await device.call(identity, "/api/identity/two-factor/verify-totp", { body: { code: await totpCodeFor(totpURI) } });
    expect(second.status).toBe(200);
    expect((await isLogged(device)).isLogged).toBe(true);

    const other = new TestBrowser();
    await other.call(identity, "/api/identity/sign-in/email", { body: { email, password: PASSWORD } });
    expect((await other.call(identity, "/api/identity/two-factor/verify-backup-code", { body: { code: backupCodes[0] } })).status).toBe(
      200,
    );
    const reuse = new TestBrowser();
    await reuse.call(identity, "/api/identity/sign-in/email", { body: { email, password: PASSWORD } });
    expect((await reuse.call(identity, "/api/identity/two-factor/verify-backup-code", { body: { code: backupCodes[0] } })).status).not.toBe(
      200,
    );

    expect((await device.call(identity, "/api/identity/two-factor/disable", { body: { password: "wrong password here" } })).status).toBe(
      400,
    );
    expect((await device.call(identity, "/api/identity/two-factor/disable", { body: { password: PASSWORD } })).status).toBe(200);
    expect((await getDb().select().from(user).where(eq(user.email, email)))[0]?.twoFactorEnabled).toBe(false);
  });
});

describe("code by text message as the second step", () => {
  it("with a verified phone, sign-in asks for a code sent by SMS", async () => {
    const { browser, email } = await registered();
    const phone = `+38063${String(Date.now()).slice(-7)}`;
    await browser.call(identity, "/api/identity/phone-number/send-otp", { body: { phoneNumber: phone } });
    const verify = await browser.call(identity, "/api/identity/phone-number/verify", {
      body: { phoneNumber: phone, code: (await latestSms(phone))!.meta.code!, updatePhoneNumber: true },
    });
    expect(verify.status).toBe(200);
    expect((await browser.call(identity, "/api/identity/two-factor/enable", { body: { password: PASSWORD, method: "otp" } })).status).toBe(
      200,
    );

    const device = new TestBrowser();
    const first = await device.call(identity, "/api/identity/sign-in/email", { body: { email, password: PASSWORD } });
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
    expect((await device.call(identity, "/api/identity/two-factor/send-otp", { body: {} })).status).toBe(200);
    const sms = await latestSms(phone);
    expect(sms?.meta.kind).toBe("two-factor");
    expect((await device.call(identity, "/api/identity/two-factor/verify-otp", { body: { code: sms!.meta.code } })).status).toBe(200);
    expect((await isLogged(device)).isLogged).toBe(true);
  });
});

describe("phone number", () => {
  it("signs in (and up) with a code by SMS, normalised to E.164; a wrong code fails", async () => {
    const phone = `+38050${String(Date.now()).slice(-7)}`;
    const browser = new TestBrowser();
    expect((await browser.call(identity, "/api/identity/phone-number/send-otp", { body: { phoneNumber: "12345" } })).status).toBe(400);
    expect((await browser.call(identity, "/api/identity/phone-number/send-otp", { body: { phoneNumber: phone } })).status).toBe(200);
    const sms = await latestSms(phone);
    expect(sms?.channel).toBe("sms");
    const code = sms!.meta.code!;
    expect(code).toMatch(/^\d{6}$/);
    expect(
      (
        await browser.call(identity, "/api/identity/phone-number/verify", {
          body: { phoneNumber: phone, code: code === "000000" ? "111111" : "000000" },
        })
      ).status,
    ).toBe(400);
    const verify = await browser.call(identity, "/api/identity/phone-number/verify", { body: { phoneNumber: phone, code } });
    expect(verify.status).toBe(200);
    expect((await isLogged(browser)).isLogged).toBe(true);
    const [account] = await getDb().select().from(user).where(eq(user.phoneNumber, phone));
    expect(account?.phoneNumberVerified).toBe(true);
  });

  it("changing the number of an account needs a recent sign-in", async () => {
    const { browser, email } = await registered();
    const phone = `+38067${String(Date.now()).slice(-7)}`;
    await browser.call(identity, "/api/identity/phone-number/send-otp", { body: { phoneNumber: phone } });
    const code = (await latestSms(phone))!.meta.code!;
    // Make the session 11 minutes old.
    const [owner] = await getDb().select().from(user).where(eq(user.email, email));
    await getDb().execute(sql`update session set created_at = now() - interval '11 minutes' where user_id = ${owner!.id}`);
    const stale = await browser.call(identity, "/api/identity/phone-number/verify", {
      body: { phoneNumber: phone, code, updatePhoneNumber: true },
    });
    expect(stale.status).toBe(403);
    expect((await stale.json()).code).toBe("SESSION_NOT_FRESH");
  });
});
