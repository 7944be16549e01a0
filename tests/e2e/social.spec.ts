import { expect, test } from "./support/fixtures";
import { queryE2EDatabase } from "./support/database";
import { message } from "./support/messages";
import { uniqueClientAddress } from "./support/client-address";
import { signInWithPopup } from "./support/journeys";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() } });

const continueWith = (locale: string) => message(locale, "auth.continueWith").replace("{provider}", "Test ID");

test("social sign-in through a 500×600 popup against a real local OpenID Connect provider", async ({ page, context }) => {
  const login = `social${Date.now()}`;
  await page.goto("/en/sign-in");
  const popupPromise = context.waitForEvent("page");
  await page.getByRole("button", { name: continueWith("en") }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  expect(popup.viewportSize()).toEqual({ width: 500, height: 600 });

  await popup.locator('input[name="login"]').fill(login);
  await popup.locator('input[name="password"]').fill("anything");
  await popup.getByRole("button", { name: /sign-in/i }).click();
  await popup.getByRole("button", { name: /continue/i }).click();
  await popup.waitForEvent("close");

  await expect(page).toHaveURL(/\/en\/my-plan$/);
  expect(await (await page.request.get("/api/auth/sign-in")).json()).toEqual({ isLogged: true, isAnonymous: false });
  const rows = await queryE2EDatabase<{ provider_id: string }>(
    `select a.provider_id from account a join "user" u on u.id = a.user_id where u.email = $1`,
    [`${login}@oidc.example`],
  );
  expect(rows).toEqual([{ provider_id: "oidc" }]);
});

test("closing the popup without finishing is reported after the grace period", async ({ page, context }) => {
  await page.goto("/uk/sign-in");
  const popupPromise = context.waitForEvent("page");
  await page.getByRole("button", { name: continueWith("uk") }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  await popup.close();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(message("uk", "authErrors.popup-closed-by-user"), { timeout: 15_000 });
});

test("in web-view mode the sign-in is a full-page redirect", async ({ page }) => {
  const login = `webview${Date.now()}`;
  await page.goto("/en/sign-in?webview=true");
  await page.getByRole("button", { name: continueWith("en") }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("anything");
  await page.getByRole("button", { name: /sign-in/i }).click();
  await page.getByRole("button", { name: /continue/i }).click();
  await expect(page).toHaveURL(/\/en\/my-plan$/);
  expect(await (await page.request.get("/api/auth/sign-in")).json()).toEqual({ isLogged: true, isAnonymous: false });
});

async function confirmDeletionAs(page: import("@playwright/test").Page, login: string) {
  await page.goto("/en/profile/settings");
  await page.getByRole("button", { name: message("en", "settings.deleteButton") }).click();
  const popupPromise = page.context().waitForEvent("page");
  await page.getByRole("button", { name: message("en", "settings.confirmWith").replace("{provider}", "Test ID") }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  // Re-authentication: the provider asks again even though it remembers the person.
  await popup.locator('input[name="login"]').fill(login);
  await popup.locator('input[name="password"]').fill("anything");
  const closed = popup.waitForEvent("close");
  await popup.getByRole("button", { name: /sign-in/i }).click();
  // A person who already consented goes straight back; a new one sees the consent screen.
  const consent = popup.getByRole("button", { name: /continue/i });
  await Promise.race([closed, consent.click().catch(() => undefined)]);
  await closed;
}

test("an account without a password confirms its deletion through the provider's popup", async ({ page }) => {
  const owner = `owner${Date.now()}`;
  await page.goto("/en/sign-in");
  await signInWithPopup(page, owner);
  await expect(page).toHaveURL(/\/en\/my-plan$/);
  await confirmDeletionAs(page, owner);
  await expect(page).toHaveURL(/\/en$/);
  await expect
    .poll(async () => (await queryE2EDatabase(`select 1 from "user" where email = $1`, [`${owner}@oidc.example`])).length)
    .toBe(0);
});

test("re-authentication by another person is refused with user-mismatch", async ({ page }) => {
  const owner = `keeper${Date.now()}`;
  await page.goto("/en/sign-in");
  await signInWithPopup(page, owner);
  await expect(page).toHaveURL(/\/en\/my-plan$/);
  await confirmDeletionAs(page, `intruder${Date.now()}`);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(message("en", "authErrors.user-mismatch"));
  const state = (await (await page.request.get("/api/auth/sign-in")).json()) as { isLogged: boolean; isAnonymous: boolean };
  expect(state.isLogged && !state.isAnonymous).toBe(false);
  expect(await queryE2EDatabase(`select 1 from "user" where email = $1`, [`${owner}@oidc.example`])).toHaveLength(1);
});
