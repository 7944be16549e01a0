import { expect, type Page } from "@playwright/test";
import { TEST_PASSWORD } from "./fixtures";
import { message } from "./messages";
import { codeFromOutbox } from "./outbox";

export { TEST_PASSWORD };

/**
 * Signs up through the sign-up page (only for tests about signing up: others use the `login`
 * fixture), confirming the address with the emailed code; ends signed in on their plan (/my-plan).
 */
export async function signUpInBrowser(page: Page, email: string, options: { locale?: string; name?: string; password?: string } = {}) {
  const locale = options.locale ?? "en";
  const t = (key: string) => message(locale, key);
  await page.goto(`/${locale}/sign-up`);
  await page.getByLabel(t("auth.name")).fill(options.name ?? "Ada Learner");
  await page.getByLabel(t("auth.email")).fill(email);
  await page.getByLabel(t("auth.password"), { exact: true }).fill(options.password ?? TEST_PASSWORD);
  const started = new Date(Date.now() - 1000);
  await page.getByRole("button", { name: t("auth.signUpButton") }).click();
  await expect(page.getByRole("heading", { name: t("auth.verifyTitle") })).toBeVisible();
  await page.getByLabel(t("auth.code")).fill(await codeFromOutbox(email, started));
  await page.getByRole("button", { name: t("auth.verifyButton") }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/my-plan$`));
  await expect(page.getByRole("button", { name: t("auth.signOut") })).toBeVisible();
  // Settled: the account's interface language has been applied (the sign-in mark is gone), so a
  // page the test opens next in another locale is not sent back to this one.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("lingora:apply-account-locale"))).toBeNull();
}

/** Fills and sends the English sign-in form (tests about signing in); the caller checks what happens next. */
export async function signInWithPassword(page: Page, email: string, password = TEST_PASSWORD) {
  await page.goto("/en/sign-in");
  await page.getByLabel(message("en", "auth.email")).fill(email);
  await page.getByLabel(message("en", "auth.password"), { exact: true }).fill(password);
  await page.getByRole("button", { name: message("en", "auth.signInButton") }).click();
}

/** Social sign-in on the current page with the local OpenID Connect provider's popup (any login works). */
export async function signInWithPopup(page: Page, login: string) {
  const popupPromise = page.context().waitForEvent("page");
  await page.getByRole("button", { name: message("en", "auth.continueWith").replace("{provider}", "Test ID") }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  await popup.locator('input[name="login"]').fill(login);
  await popup.locator('input[name="password"]').fill("anything");
  await popup.getByRole("button", { name: /sign-in/i }).click();
  await popup.getByRole("button", { name: /continue/i }).click();
  await popup.waitForEvent("close");
}
