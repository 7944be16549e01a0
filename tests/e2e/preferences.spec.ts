import { expectNoAxeViolations } from "./support/axe";
import { uniqueClientAddress } from "./support/client-address";
import { E2E_ORIGIN, expect, rejectedConsentCookie, test, type Page } from "./support/fixtures";
import { signInWithPassword } from "./support/journeys";
import { message } from "./support/messages";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() } });

const s = (key: string) => message("en", `settings.${key}`);

const bodyFont = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily);

test("preferences persist across a reload and follow the user to another browser; dyslexic mode changes the font", async ({
  page,
  browser,
  login,
}) => {
  const { email } = await login({ name: "Pat Prefs" });
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
  await signInWithPassword(second, email);
  await expect(second).toHaveURL(/\/en\/my-plan$/);
  await expect.poll(() => bodyFont(second)).toContain("OpenDyslexic");
  await second.goto("/en/profile/settings");
  await expect(second.getByRole("switch", { name: s("soundEffects") })).not.toBeChecked();
  await expect(second.getByRole("switch", { name: s("whiteNoise") })).not.toBeChecked();
  await other.close();
});

test("a failed save says so and keeps the switch where the user put it", async ({ page, login }) => {
  await login({ name: "Pat Prefs" });
  await page.goto("/en/profile/settings");
  const noise = page.getByRole("switch", { name: s("whiteNoise") });
  await expect(noise).not.toBeChecked();
  await page.route("**/v1/profiles/keeper/**", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: '{"error":{"code":"unavailable","message":"down"}}' }),
  );
  await noise.check();
  await expect(page.getByRole("status").filter({ hasText: s("preferencesSaveFailed") })).toBeVisible({ timeout: 15_000 });
  await expect(noise).toBeChecked();
});
