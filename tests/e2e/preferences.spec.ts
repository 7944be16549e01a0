import { expectNoAxeViolations } from "./support/axe";
import { uniqueClientAddress } from "./support/client-address";
import { E2E_ORIGIN, expect, rejectedConsentCookie, test, type Page } from "./support/fixtures";
import { message } from "./support/messages";
import { codeFromOutbox, uniqueEmail } from "./support/outbox";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() } });

const PASSWORD = "river piano sunrise 42";
const s = (key: string) => message("en", `settings.${key}`);

async function signUp(page: Page, email: string) {
  await page.goto("/en/sign-up");
  await page.getByLabel(message("en", "auth.name")).fill("Pat Prefs");
  await page.getByLabel(message("en", "auth.email")).fill(email);
  await page.getByLabel(message("en", "auth.password"), { exact: true }).fill(PASSWORD);
  const started = new Date(Date.now() - 1000);
  await page.getByRole("button", { name: message("en", "auth.signUpButton") }).click();
  await page.getByLabel(message("en", "auth.code")).fill(await codeFromOutbox(email, started));
  await page.getByRole("button", { name: message("en", "auth.verifyButton") }).click();
  await expect(page).toHaveURL(/\/en$/);
}

const bodyFont = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily);

test("preferences persist across a reload and follow the user to another browser; dyslexic mode changes the font", async ({ page, browser }) => {
  const email = uniqueEmail();
  await signUp(page, email);
  await page.goto("/en/profile/settings");
  const sound = page.getByRole("switch", { name: s("soundEffects") });
  const dyslexic = page.getByRole("switch", { name: s("dyslexicMode") });
  const noise = page.getByRole("switch", { name: s("whiteNoise") });
  // Defaults from the spec: sound effects on, the others off.
  await expect(sound).toBeChecked();
  await expect(dyslexic).not.toBeChecked();
  await expect(noise).not.toBeChecked();
  await expectNoAxeViolations(page);
  const defaultFont = await bodyFont(page);
  expect(defaultFont).not.toContain("OpenDyslexic");

  await sound.uncheck();
  await expect(page.getByRole("status").filter({ hasText: s("preferencesSaved") })).toBeVisible();
  await dyslexic.check();
  await expect(page.locator("html")).toHaveClass(/dyslexic/);
  await expect.poll(() => bodyFont(page)).toContain("OpenDyslexic");

  await page.reload();
  await expect(page.getByRole("switch", { name: s("soundEffects") })).not.toBeChecked();
  await expect(page.getByRole("switch", { name: s("dyslexicMode") })).toBeChecked();
  await expect.poll(() => bodyFont(page)).toContain("OpenDyslexic");

  const other = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() } });
  await other.addCookies([rejectedConsentCookie(E2E_ORIGIN)]);
  const second = await other.newPage();
  await second.goto("/en/sign-in");
  await second.getByLabel(message("en", "auth.email")).fill(email);
  await second.getByLabel(message("en", "auth.password"), { exact: true }).fill(PASSWORD);
  await second.getByRole("button", { name: message("en", "auth.signInButton") }).click();
  await expect(second).toHaveURL(/\/en$/);
  await expect.poll(() => bodyFont(second)).toContain("OpenDyslexic");
  await second.goto("/en/profile/settings");
  await expect(second.getByRole("switch", { name: s("soundEffects") })).not.toBeChecked();
  await expect(second.getByRole("switch", { name: s("whiteNoise") })).not.toBeChecked();
  await other.close();
});

test("a failed save says so and keeps the switch where the user put it", async ({ page }) => {
  await signUp(page, uniqueEmail());
  await page.goto("/en/profile/settings");
  const noise = page.getByRole("switch", { name: s("whiteNoise") });
  await expect(noise).not.toBeChecked();
  await page.route("**/v1/profiles/keeper/**", (route) => route.fulfill({ status: 503, contentType: "application/json", body: '{"error":{"code":"unavailable","message":"down"}}' }));
  await noise.check();
  await expect(page.getByRole("status").filter({ hasText: s("preferencesSaveFailed") })).toBeVisible({ timeout: 15_000 });
  await expect(noise).toBeChecked();
});
