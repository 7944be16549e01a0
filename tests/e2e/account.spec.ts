import { expect, test, E2E_ORIGIN, rejectedConsentCookie } from "./support/fixtures";
import { totpCodeFor } from "../support/totp";
import { expectNoAxeViolations } from "./support/axe";
import { queryE2EDatabase } from "./support/database";
import { signInWithPassword, TEST_PASSWORD } from "./support/journeys";
import { message } from "./support/messages";
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
  // Shown as people write it, not as stored (+380501234567).
  const shown = `+380 ${national.slice(1, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
  await expect(page.getByText(message("uk", "auth.phoneCodeIntro").replace("{phone}", shown))).toBeVisible();
  await expect(page.getByLabel(message("uk", "auth.code"))).toBeFocused();
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
  await expect(page).toHaveURL(/\/uk\/my-plan$/);
  expect(await (await page.request.get("/api/auth/sign-in")).json()).toEqual({ isLogged: true, isAnonymous: false });
  await page.goto("/uk/profile/settings");
  await expect(page.getByText(shown, { exact: true })).toBeVisible();
});

test("TOTP: enrol with the QR key, then sign-in asks for the authenticator code", async ({ page, browser, login }) => {
  // Enrolment, then a whole sign-in on a second browser.
  test.setTimeout(90_000);
  const { email } = await login();
  await page.goto("/en/profile/settings");
  await expect(page.getByRole("heading", { name: message("en", "settings.twoFactorSection") })).toBeVisible();
  await page.getByRole("button", { name: message("en", "settings.turnOn") }).click();
  await page.getByLabel(message("en", "settings.confirmPassword"), { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: message("en", "settings.continue") }).click();
  await expect(page.getByRole("img", { name: message("en", "settings.qrAlt") })).toBeVisible();
  // The backup codes come only once the app is confirmed.
  await expect(page.getByRole("list", { name: message("en", "settings.backupCodesTitle") })).toHaveCount(0);
  const key = (await page.getByTestId("totp-key").textContent())!.trim();
  const uri = `otpauth://totp/Lingora:${email}?secret=${key}&issuer=Lingora`;
  await page.getByLabel(message("en", "settings.confirmCode")).fill(await totpCodeFor(uri));
  await page.getByRole("button", { name: message("en", "settings.finishSetup") }).click();
  await expect(page.getByText(message("en", "settings.twoFactorEnabled"))).toBeVisible();
  await expect(page.getByText(message("en", "settings.twoFactorOn"))).toBeVisible();
  const codes = page.getByRole("list", { name: message("en", "settings.backupCodesTitle") }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const backupCodes = await codes.allTextContents();
  await expect(page.getByRole("heading", { name: message("en", "settings.backupCodesTitle") })).toBeFocused();
  await expectNoAxeViolations(page);

  // Copy, download (.txt) and print.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: E2E_ORIGIN });
  await page.getByRole("button", { name: message("en", "settings.copyCodes") }).click();
  await expect(page.getByText(message("en", "settings.codesCopied"))).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(backupCodes.join("\n"));
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: message("en", "settings.downloadCodes") }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("lingora-backup-codes.txt");
  const { readFile } = await import("node:fs/promises");
  expect(await readFile(await download.path(), "utf8")).toContain(backupCodes.join("\n"));
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await page.getByRole("button", { name: message("en", "settings.printCodes") }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  // Printed, only the codes show.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { name: message("en", "settings.twoFactorSection") })).toBeHidden();
  await expect(codes.first()).toBeVisible();
  await page.emulateMedia({ media: "screen" });
  await page.getByRole("button", { name: message("en", "settings.codesSaved") }).click();
  await expect(codes).toHaveCount(0);

  // A new browser: the cookie banner is answered on the sign-in page. Its sync asks for a token,
  // held here until the second step shows, which must not make a guest session that takes the
  // place of the sign-in under way (the right code was then checked against the guest and refused).
  const device = await browser.newContext();
  const other = await device.newPage();
  let showSecondStep!: () => void;
  const secondStep = new Promise<void>((resolve) => (showSecondStep = resolve));
  await other.route("**/api/identity/token", async (route) => {
    await secondStep;
    // A request the page gave up on (it navigated) cannot be continued.
    await route.continue().catch(() => undefined);
  });
  const guestSignIns: string[] = [];
  other.on("request", (request) => {
    if (request.url().includes("/sign-in/anonymous")) guestSignIns.push(request.url());
  });
  await other.goto("/en/sign-in");
  await other
    .getByRole("button", { name: message("en", "consent.rejectAll") })
    .first()
    .click();
  const tokenAsked = other.waitForResponse((response) => response.url().includes("/api/identity/token"));
  await signInWithPassword(other, email);
  await expect(other.getByRole("heading", { name: message("en", "auth.mfaTitle") })).toBeVisible();
  await expect(other.getByRole("heading", { name: message("en", "auth.mfaTitle") })).toBeFocused();
  showSecondStep();
  // The sync's token (none: nobody is signed in yet) is answered during the second step, and it goes without.
  expect((await tokenAsked).status()).toBe(401);
  await other.getByLabel(message("en", "auth.mfaCode")).fill("000000");
  await other.getByRole("button", { name: message("en", "auth.verifyButton") }).click();
  // Not "check the latest message we sent": the code comes from the app.
  await expect(other.getByRole("main").getByRole("alert")).toHaveText(message("en", "auth.authenticatorCodeWrong"));
  // A backup code is another step: the old message goes.
  await other.getByRole("button", { name: message("en", "auth.useBackupCode") }).click();
  await expect(other.getByRole("main").getByRole("alert")).toHaveCount(0);
  await other.getByLabel(message("en", "auth.backupCode")).fill("not-a-code");
  await other.getByRole("button", { name: message("en", "auth.verifyButton") }).click();
  await expect(other.getByRole("main").getByRole("alert")).toHaveText(message("en", "auth.backupCodeWrong"));
  await other.getByRole("button", { name: message("en", "auth.useAuthenticator") }).click();
  await other.getByLabel(message("en", "auth.mfaCode")).fill(await totpCodeFor(uri));
  await other.getByRole("button", { name: message("en", "auth.verifyButton") }).click();
  await expect(other).toHaveURL(/\/en\/my-plan$/);
  expect(await (await other.request.get("/api/auth/sign-in")).json()).toEqual({ isLogged: true, isAnonymous: false });
  expect(guestSignIns).toEqual([]);
  await device.close();
});

test("change password signs out other devices; deleting the account removes it", async ({ page, browser, login }) => {
  const me = await login();
  const { email } = me;

  // The same account signed in on another device.
  const device = await browser.newContext();
  await device.addCookies([rejectedConsentCookie(E2E_ORIGIN)]);
  const other = await device.newPage();
  await login({ as: me, context: device });
  expect(await (await other.request.get("/api/auth/sign-in")).json()).toEqual({ isLogged: true, isAnonymous: false });

  await page.goto("/en/profile/settings/password");
  await page.getByLabel(message("en", "settings.currentPassword"), { exact: true }).fill("a wrong current password");
  await page.getByLabel(message("en", "settings.newPassword"), { exact: true }).fill("brand new words for me");
  await page.getByRole("button", { name: message("en", "settings.savePassword") }).click();
  // No email was typed here: the message names the current password.
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(message("en", "auth.currentPasswordWrong"));
  await page.getByLabel(message("en", "settings.currentPassword"), { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: message("en", "settings.savePassword") }).click();
  await expect(page.getByText(message("en", "settings.passwordChanged"))).toBeVisible();
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
  expect((await (await other.request.get("/api/auth/sign-in")).json()).isLogged).toBe(false);
  await device.close();

  await page.goto("/en/profile/settings");
  // Two-step sign-in and deletion ask for the current password too, and say so when it is wrong.
  await page.getByRole("button", { name: message("en", "settings.turnOn") }).click();
  await expect(page.getByLabel(message("en", "settings.confirmPassword"), { exact: true })).toBeFocused();
  await page.getByLabel(message("en", "settings.confirmPassword"), { exact: true }).fill("not my password at all");
  await page.getByRole("button", { name: message("en", "settings.continue") }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(message("en", "auth.currentPasswordWrong"));
  await page.getByRole("button", { name: message("en", "settings.cancel") }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
  await page.getByRole("button", { name: message("en", "settings.deleteButton") }).click();
  // The button that opened it is gone: the password field has the focus.
  await expect(page.getByLabel(message("en", "settings.confirmPassword"), { exact: true })).toBeFocused();
  // An empty password deletes nothing, minutes after signing in too: the field asks for it.
  await page.getByRole("button", { name: message("en", "settings.deleteConfirm") }).click();
  await expect(page.getByLabel(message("en", "settings.confirmPassword"), { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/en\/profile\/settings/);
  expect(await queryE2EDatabase(`select 1 from "user" where email = $1`, [email])).toHaveLength(1);
  await page.getByLabel(message("en", "settings.confirmPassword"), { exact: true }).fill("not my password at all");
  await page.getByRole("button", { name: message("en", "settings.deleteConfirm") }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(message("en", "auth.currentPasswordWrong"));
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

test("on a phone, the password's show/hide button leaves the typed text clear, in a language with long words", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  await context.addCookies([rejectedConsentCookie(E2E_ORIGIN)]);
  const page = await context.newPage();
  await page.goto("/fr/sign-up");
  const field = page.getByLabel(message("fr", "auth.password"), { exact: true });
  await field.fill("un mot de passe assez long pour remplir le champ");
  const toggle = page.getByRole("button", { name: message("fr", "auth.showPassword") });
  const [input, button] = [(await field.boundingBox())!, (await toggle.boundingBox())!];
  const reserved = await field.evaluate((element) => parseFloat(getComputedStyle(element).paddingRight));
  // The button sits in the space the text leaves free on the right.
  expect(button.x).toBeGreaterThanOrEqual(input.x + input.width - reserved);
  await toggle.tap();
  await expect(field).toHaveAttribute("type", "text");
  await expect(page.getByRole("button", { name: message("fr", "auth.hidePassword") })).toHaveAttribute("aria-pressed", "true");
  await context.close();
});
