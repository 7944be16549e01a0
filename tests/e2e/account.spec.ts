import { expect, test, E2E_ORIGIN, rejectedConsentCookie } from "./support/fixtures";
import { totpCodeFor } from "../support/totp";
import { expectNoAxeViolations } from "./support/axe";
import { queryE2EDatabase } from "./support/database";
import { signInWithPassword, signUpInBrowser, TEST_PASSWORD } from "./support/journeys";
import { message } from "./support/messages";
import { uniqueEmail } from "./support/outbox";
import { uniqueClientAddress } from "./support/client-address";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() } });

const PASSWORD = TEST_PASSWORD;



test("phone sign-in with a code by SMS, the number typed in national form", async ({ page }) => {
  const national = `050${String(Date.now()).slice(-7)}`;
  const e164 = `+380${national.slice(1)}`;
  await page.goto("/uk/sign-in");
  await page.getByRole("button", { name: message("uk", "auth.withPhone") }).click();
  await page.getByLabel(message("uk", "auth.country")).selectOption("UA");
  await page.getByLabel(message("uk", "auth.phoneNumber")).fill("12");
  await page.getByRole("button", { name: message("uk", "auth.sendSmsButton") }).click();
  await expect(page.getByText(message("uk", "auth.phoneInvalid"))).toBeVisible();

  await page.getByLabel(message("uk", "auth.phoneNumber")).fill(national);
  await page.getByRole("button", { name: message("uk", "auth.sendSmsButton") }).click();
  await expect(page.getByText(message("uk", "auth.phoneCodeIntro").replace("{phone}", e164))).toBeVisible();
  let code = "";
  await expect
    .poll(async () => {
      const rows = await queryE2EDatabase<{ code: string }>(
        "select meta->>'code' as code from outbox_messages where recipient = $1 and channel = 'sms' order by created_at desc limit 1",
        [e164],
      );
      code = rows[0]?.code ?? "";
      return code;
    })
    .toMatch(/^\d{6}$/);
  await page.getByLabel(message("uk", "auth.code")).fill(code);
  await page.getByRole("button", { name: message("uk", "auth.verifyButton") }).click();
  await expect(page).toHaveURL(/\/uk$/);
  expect(await (await page.request.get("/api/auth/sign-in")).json()).toEqual({ isLogged: true, isAnonymous: false });
});

test("TOTP: enrol with the QR key, then sign-in asks for the authenticator code", async ({ page, browser }) => {
  const email = uniqueEmail("totp");
  await signUpInBrowser(page, email);
  await page.goto("/en/profile/settings");
  await expect(page.getByRole("heading", { name: message("en", "settings.twoFactorSection") })).toBeVisible();
  await page.getByRole("button", { name: message("en", "settings.turnOn") }).click();
  await page.getByLabel(message("en", "settings.confirmPassword"), { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: message("en", "settings.continue") }).click();
  await expect(page.getByRole("img", { name: message("en", "settings.qrAlt") })).toBeVisible();
  const key = (await page.getByTestId("totp-key").textContent())!.trim();
  const uri = `otpauth://totp/Lingora:${email}?secret=${key}&issuer=Lingora`;
  await page.getByLabel(message("en", "settings.confirmCode")).fill(await totpCodeFor(uri));
  await page.getByRole("button", { name: message("en", "settings.finishSetup") }).click();
  await expect(page.getByText(message("en", "settings.twoFactorEnabled"))).toBeVisible();
  await expect(page.getByText(message("en", "settings.twoFactorOn"))).toBeVisible();
  await expectNoAxeViolations(page);

  const device = await browser.newContext();

  await device.addCookies([rejectedConsentCookie(E2E_ORIGIN)]);
  const other = await device.newPage();
  await signInWithPassword(other, email);
  await expect(other.getByRole("heading", { name: message("en", "auth.mfaTitle") })).toBeVisible();
  await other.getByLabel(message("en", "auth.mfaCode")).fill("000000");
  await other.getByRole("button", { name: message("en", "auth.verifyButton") }).click();
  await expect(other.getByRole("main").getByRole("alert")).toHaveText(message("en", "authErrors.invalid-verification-code"));
  await other.getByLabel(message("en", "auth.mfaCode")).fill(await totpCodeFor(uri));
  await other.getByRole("button", { name: message("en", "auth.verifyButton") }).click();
  await expect(other).toHaveURL(/\/en$/);
  expect(await (await other.request.get("/api/auth/sign-in")).json()).toEqual({ isLogged: true, isAnonymous: false });
  await device.close();
});

test("change password signs out other devices; deleting the account removes it", async ({ page, browser }) => {
  const email = uniqueEmail("delete");
  await signUpInBrowser(page, email);

  const device = await browser.newContext();

  await device.addCookies([rejectedConsentCookie(E2E_ORIGIN)]);
  const other = await device.newPage();
  await signInWithPassword(other, email);
  await expect(other).toHaveURL(/\/en$/);

  await page.goto("/en/profile/settings/password");
  await page.getByLabel(message("en", "settings.currentPassword"), { exact: true }).fill("a wrong current password");
  await page.getByLabel(message("en", "settings.newPassword"), { exact: true }).fill("brand new words for me");
  await page.getByRole("button", { name: message("en", "settings.savePassword") }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(message("en", "authErrors.invalid-credential"));
  await page.getByLabel(message("en", "settings.currentPassword"), { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: message("en", "settings.savePassword") }).click();
  await expect(page.getByText(message("en", "settings.passwordChanged"))).toBeVisible();
  expect((await (await other.request.get("/api/auth/sign-in")).json()).isLogged).toBe(false);
  await device.close();

  await page.goto("/en/profile/settings");
  await page.getByRole("button", { name: message("en", "settings.deleteButton") }).click();
  await page.getByLabel(message("en", "settings.confirmPassword"), { exact: true }).fill("brand new words for me");
  await page.getByRole("button", { name: message("en", "settings.deleteConfirm") }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect.poll(async () => (await queryE2EDatabase(`select 1 from "user" where email = $1`, [email])).length).toBe(0);
});

test("the phone country picker defaults to the visitor's country from our offline geolocation", async ({ browser }) => {
  // 81.2.69.160 is a public UK address; the test server trusts one proxy hop.
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "81.2.69.160" }, locale: "en-US" });
  await context.addCookies([rejectedConsentCookie(E2E_ORIGIN)]);
  const page = await context.newPage();
  const answer = await (await page.request.get("/api/geolocation")).json();
  expect(answer).toMatchObject({ status: "success", countryCode: "GB", country: "United Kingdom", query: "81.2.69.160" });

  await page.goto("/en/sign-in");
  await page.getByRole("button", { name: message("en", "auth.withPhone") }).click();
  await expect(page.getByLabel(message("en", "auth.country"))).toHaveValue("GB");
  await expect(page.getByText("IP Geolocation by DB-IP")).toBeVisible();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem("lingora:geolocation")))!)).toMatchObject({ countryCode: "GB" });
  await context.close();
});
