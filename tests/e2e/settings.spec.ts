import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { expect, test } from "./support/fixtures";
import { queryE2EDatabase } from "./support/database";
import { TEST_PASSWORD } from "./support/journeys";
import { message } from "./support/messages";
import { uniqueEmail } from "./support/outbox";
import { uniqueClientAddress } from "./support/client-address";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() } });

const PASSWORD = TEST_PASSWORD;
const m = (key: string) => message("en", key);

test("change email: a link to the new address makes the change, the old address gets an undo link", async ({ page, login }) => {
  const { email } = await login();
  const newEmail = uniqueEmail("new");
  await page.goto("/en/profile/settings");
  await page.getByRole("link", { name: m("settings.manageEmail") }).click();
  await page.getByLabel(m("settings.newEmail")).fill(newEmail);
  await page.getByLabel(m("settings.confirmPassword"), { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: m("settings.sendEmailLink") }).click();
  await expect(page.getByText(m("settings.emailLinkSentTo").replace("{email}", newEmail))).toBeVisible();

  const [change] = await queryE2EDatabase<{ link: string }>(
    "select meta->>'link' as link from outbox_messages where recipient = $1 and meta->>'kind' = 'link:verifyAndChangeEmail'",
    [newEmail],
  );
  const [undo] = await queryE2EDatabase<{ link: string }>(
    "select meta->>'link' as link from outbox_messages where recipient = $1 and meta->>'kind' = 'link:recoverEmail'",
    [email],
  );
  expect(undo?.link).toContain("mode=recoverEmail");
  const link = new URL(change!.link);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText(m("actions.emailChanged").replace("{email}", newEmail))).toBeVisible();
  expect(await queryE2EDatabase(`select 1 from "user" where email = $1`, [newEmail])).toHaveLength(1);
});

test("phone settings: add a number confirmed by SMS", async ({ page, login }) => {
  await login();
  const e164 = `+48${String(Date.now()).slice(-9).replace(/^./, "5")}`;
  await page.goto("/en/profile/settings/phone");
  await page.getByLabel(m("auth.country")).selectOption("PL");
  await page.getByLabel(m("auth.phoneNumber")).fill(e164);
  await page.getByRole("button", { name: m("auth.sendSmsButton") }).click();
  let code = "";
  await expect
    .poll(async () => {
      code =
        (
          await queryE2EDatabase<{ code: string }>(
            "select meta->>'code' as code from outbox_messages where recipient = $1 order by created_at desc limit 1",
            [e164],
          )
        )[0]?.code ?? "";
      return code;
    })
    .toMatch(/^\d{6}$/);
  await page.getByLabel(m("auth.code")).fill(code);
  await page.getByRole("button", { name: m("auth.verifyButton") }).click();
  // Shown as people write it ("+48 512 345 678", "+48 59 876 54 32"), not as stored.
  const shown = parsePhoneNumberFromString(e164)!.formatInternational();
  expect(shown).toMatch(/^\+48 \d/);
  await expect(page.getByText(m("settings.phoneSaved").replace("{phone}", shown))).toBeVisible();
  await expect(page.getByText(e164)).toHaveCount(0);
});

test("linked accounts: the only method cannot be removed; link a social account, then remove it", async ({ page, login }) => {
  await login();
  await page.goto("/en/profile/settings/linked-accounts");
  const rows = page.getByRole("listitem");
  await expect(rows.filter({ hasText: m("settings.methodPassword") })).toBeVisible();
  await expect(rows.filter({ hasText: m("settings.methodPassword") }).getByRole("button", { name: m("settings.unlink") })).toBeDisabled();

  await page.getByRole("button", { name: m("settings.linkAccount").replace("{provider}", "Test ID") }).click();
  await page.locator('input[name="login"]').fill(`linked${Date.now()}`);
  await page.locator('input[name="password"]').fill("anything");
  await page.getByRole("button", { name: /sign-in/i }).click();
  await page.getByRole("button", { name: /continue/i }).click();
  await expect(page).toHaveURL(/\/en\/profile\/settings\/linked-accounts/);
  const social = rows.filter({ hasText: "Test ID" });
  await expect(social).toBeVisible();
  await social.getByRole("button", { name: m("settings.unlink") }).click();
  await expect(page.getByText(m("settings.unlinked"))).toBeVisible();
  await expect(rows.filter({ hasText: "Test ID" })).toHaveCount(0);
});

test("at 320 px a signed-in header fits and leads to the account settings", async ({ page, login }) => {
  await login();
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/en");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page
    .getByRole("banner")
    .getByRole("link", { name: m("auth.account") })
    .click();
  await expect(page).toHaveURL(/\/en\/profile\/settings$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(m("settings.title"));
});
