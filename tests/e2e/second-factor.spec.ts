import { createAutologinToken, createUser, enableTwoFactor, findUserByEmail, type FactoryDb } from "../../db/factories";
import { expect, test, E2E_ORIGIN, type Page } from "./support/fixtures";
import { message } from "./support/messages";
import { codeFromOutbox, linkFromOutbox, uniqueEmail } from "./support/outbox";
import { uniqueClientAddress } from "./support/client-address";
import { signInWithPopup } from "./support/journeys";

/**
 * Two-step sign-in holds on the paths that do not start with a password: an email link, an
 * autologin link and social sign-in all stop at the second step (the server side of every path
 * is enumerated in second-factor-gate.integration.test.ts). And no redirect leaves our origin.
 */
test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() } });

/** An account with a confirmed address and two-step sign-in on (codes by email: no phone). */
async function accountWithSecondFactor(db: FactoryDb, email: string) {
  return (await createUser(db, { name: "Two Step", email, twoFactorEnabled: true })).id;
}

const isLogged = async (page: Page) => ((await (await page.request.get("/api/auth/sign-in")).json()) as { isLogged: boolean }).isLogged;

/** On the second step: ask for a code by email, enter it, and end signed in. */
async function completeSecondStep(page: Page, email: string) {
  await expect(page.getByRole("heading", { name: message("en", "auth.mfaTitle") })).toBeVisible();
  expect(await isLogged(page)).toBe(false);
  const asked = new Date(Date.now() - 1000);
  await page.getByRole("button", { name: message("en", "auth.sendMfaCode") }).click();
  await expect(page.getByText(message("en", "auth.mfaCodeSent"))).toBeVisible();
  await page.getByLabel(message("en", "auth.mfaCode")).fill(await codeFromOutbox(email, asked));
  await page.getByRole("button", { name: message("en", "auth.verifyButton") }).click();
  await expect.poll(() => isLogged(page)).toBe(true);
}

test("an emailed sign-in link to an account with two-step sign-in asks for the second step", async ({ page, db }) => {
  const email = uniqueEmail("mfa-link");
  await accountWithSecondFactor(db, email);
  await page.goto("/en/sign-in?next=%2Fen%2Fcontact-us");
  await page.getByLabel(message("en", "auth.email")).fill(email);
  await page.getByRole("button", { name: message("en", "auth.emailLinkButton") }).click();
  const link = new URL(await linkFromOutbox(email));
  await page.goto(`${link.pathname}${link.search}`);
  await completeSecondStep(page, email);
  await expect(page).toHaveURL(/\/en\/contact-us$/);
});

test("an autologin link to an account with two-step sign-in asks for the second step", async ({ page, db }) => {
  const email = uniqueEmail("mfa-auto");
  const userId = await accountWithSecondFactor(db, email);
  const token = await createAutologinToken(db, { userId, email, next: "/en/contact-us" });
  await page.goto(`/en/autologin?token=${token}`);
  await completeSecondStep(page, email);
  await expect(page).toHaveURL(/\/en\/contact-us$/);
});

test("social sign-in to an account with two-step sign-in asks for the second step", async ({ page, context, db }) => {
  const login = `mfasocial${Date.now()}`;
  const signInThroughPopup = async () => {
    await page.goto("/en/sign-in");
    await signInWithPopup(page, login);
  };
  // The first sign-in creates the account; then its owner turns two-step sign-in on.
  await signInThroughPopup();
  await expect(page).toHaveURL(/\/en\/my-plan$/);
  expect(await isLogged(page)).toBe(true);
  const email = `${login}@oidc.example`;
  await enableTwoFactor(db, (await findUserByEmail(db, email))!.id);
  // Signed out from a blank page (the plan's page would start an anonymous session of its own).
  await page.goto("about:blank");
  await context.clearCookies();

  await signInThroughPopup();
  await completeSecondStep(page, email);
  // Then on to the plan, as after any sign-in (and the page has settled before the test ends).
  await expect(page).toHaveURL(/\/en\/my-plan$/);
});

test("redirect targets never leave our origin", async ({ page }) => {
  // A tab inside the path made Chromium follow `/\t/evil.example/phish` to another host.
  await page.goto("/en/auth/popup-complete?mode=redirect&next=%2F%09%2Fevil.example%2Fphish");
  await page.waitForURL((url) => !url.pathname.includes("popup-complete"));
  expect(new URL(page.url()).origin).toBe(E2E_ORIGIN);
  await page.goto("/en/auth/popup-complete?mode=redirect&next=%2F%5Cevil.example");
  await page.waitForURL((url) => !url.pathname.includes("popup-complete"));
  expect(new URL(page.url()).origin).toBe(E2E_ORIGIN);
});
