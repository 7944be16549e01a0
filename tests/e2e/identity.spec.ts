import { createUser } from "../../db/factories";
import { expect, test, E2E_ORIGIN, rejectedConsentCookie } from "./support/fixtures";
import { queryE2EDatabase } from "./support/database";
import { signUpInBrowser, TEST_PASSWORD } from "./support/journeys";
import { message } from "./support/messages";
import { codeFromOutbox, uniqueEmail } from "./support/outbox";
import { uniqueClientAddress } from "./support/client-address";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() } });

const PASSWORD = TEST_PASSWORD;

test("a visitor is signed in anonymously after the page shows, except on /sign-in", async ({ page, context }) => {
  await page.goto("/en/sign-in");
  await page.waitForLoadState("networkidle");
  expect((await context.cookies()).some((c) => c.name.endsWith("session_token"))).toBe(false);

  await page.goto("/en");
  await expect.poll(async () => (await context.cookies()).some((c) => c.name.endsWith("session_token"))).toBe(true);
  const session = await (await page.request.get("/api/auth/sign-in")).json();
  expect(session).toEqual({ isLogged: true, isAnonymous: true });
  const cookie = (await context.cookies()).find((c) => c.name.endsWith("session_token"))!;
  expect(cookie.httpOnly).toBe(true);
  expect(cookie.sameSite).toBe("Lax");
  expect(await page.evaluate(() => document.cookie)).not.toContain("session_token");
});

test("email sign-up with the emailed code; the contact message sent anonymously belongs to the new account", async ({ page }) => {
  const email = uniqueEmail("signup");
  await page.goto("/en/contact-us");
  await expect.poll(async () => (await (await page.request.get("/api/auth/sign-in")).json()).isAnonymous).toBe(true);
  await page.getByLabel(message("en", "contact.name")).fill("Ada Learner");
  await page.getByLabel(message("en", "contact.email")).fill(email);
  await page.getByLabel(message("en", "contact.topic")).selectOption("general");
  await page.getByLabel(message("en", "contact.message")).fill("Asked before I had an account.");
  await page.getByRole("button", { name: message("en", "contact.send") }).click();
  await expect(page.getByRole("heading", { name: message("en", "contact.successTitle") })).toBeVisible();

  await signUpInBrowser(page, email);

  const rows = await queryE2EDatabase<{ email: string; is_anonymous: boolean }>(
    `select u.email, u.is_anonymous from contact_messages m join "user" u on u.id = m.owner_id where m.email = $1`,
    [email],
  );
  expect(rows).toEqual([{ email, is_anonymous: false }]);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem("stsTokenManager") ?? "null"));
  expect(token.accessToken.split(".")).toHaveLength(3);
  expect(token.expirationTime).toBeGreaterThan(Date.now());
  expect(JSON.stringify(token)).not.toMatch(/refresh|password/i);
  expect(await page.evaluate(() => localStorage.getItem("withAuth"))).toBe("true");
});

test("an anonymous sign-in begun in one tab cannot replace the session another tab signs in with", async ({ page, context, db }) => {
  const person = await createUser(db, { password: PASSWORD });
  const session = async () => (await (await page.request.get("/api/auth/sign-in")).json()) as { isLogged: boolean; isAnonymous: boolean };
  // Tab A, a first visit: its anonymous sign-in is held on its way, and goes without a cookie (as
  // it was asked before tab B signed in).
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let isHeld = false;
  await context.route("**/api/identity/sign-in/anonymous", async (route) => {
    isHeld = true;
    await released;
    await route.continue({ headers: { ...route.request().headers(), cookie: "" } });
  });
  await page.goto("/en");
  await expect.poll(() => isHeld).toBe(true);
  const anonymousAnswered = page.waitForResponse((response) => response.url().endsWith("/api/identity/sign-in/anonymous"));

  // Tab B signs in with the password meanwhile.
  const other = await context.newPage();
  await other.goto("/en/sign-in");
  await other.getByLabel(message("en", "auth.email")).fill(person.email);
  await other.getByLabel(message("en", "auth.password"), { exact: true }).fill(PASSWORD);
  const signedIn = other.waitForResponse((response) => response.url().endsWith("/api/identity/sign-in/email"));
  await other.getByRole("button", { name: message("en", "auth.signInButton") }).click();
  // The anonymous answer is let go once tab B's sign-in has answered, or after 3 s if the sign-in waits for it.
  await Promise.race([signedIn, other.waitForTimeout(3_000)]);
  release();
  await anonymousAnswered;
  expect((await signedIn).status()).toBe(200);
  // Both answered, in whatever order the session lock allowed: the browser is signed in to B's account.
  expect(await session()).toEqual({ isLogged: true, isAnonymous: false });
  await other.close();
});

test("sign-out ends the session; sign-in with the password works again; a wrong password is explained", async ({ page, login }) => {
  const { email } = await login();
  await page.goto("/en");
  await page.getByRole("button", { name: message("en", "auth.signOut") }).click();
  await expect(page.getByRole("link", { name: message("en", "nav.signIn") })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("withAuth"))).toBe("false");
  // The account's token is gone; the page may already hold a new visitor's (anonymous) one.
  const stored = await page.evaluate(() => localStorage.getItem("stsTokenManager"));
  if (stored) {
    const { accessToken } = JSON.parse(stored) as { accessToken: string };
    const claims = JSON.parse(Buffer.from(accessToken.split(".")[1]!, "base64url").toString()) as {
      is_anonymous: boolean;
      email: string | null;
    };
    expect(claims).toMatchObject({ is_anonymous: true, email: null });
  }

  await page.goto("/en/sign-in");
  await page.getByLabel(message("en", "auth.email")).fill(email);
  await page.getByLabel(message("en", "auth.password"), { exact: true }).fill("not my password at all");
  await page.getByRole("button", { name: message("en", "auth.signInButton") }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(message("en", "authErrors.invalid-credential"));
  await expect(page.getByLabel(message("en", "auth.email"))).toHaveValue(email);

  await page.getByLabel(message("en", "auth.password"), { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: message("en", "auth.signInButton") }).click();
  await expect(page).toHaveURL(/\/en\/my-plan$/);
  expect(await (await page.request.get("/api/auth/sign-in")).json()).toEqual({ isLogged: true, isAnonymous: false });
});

test("password reset with a code from the outbox, in Ukrainian", async ({ page, login }) => {
  const { email } = await login({ locale: "uk" });
  await page.goto("/uk");
  await page.getByRole("button", { name: message("uk", "auth.signOut") }).click();
  await expect(page.getByRole("link", { name: message("uk", "nav.signIn") })).toBeVisible();

  await page.goto("/uk/sign-in");
  await page.getByRole("button", { name: message("uk", "auth.forgotPasswordLink") }).click();
  await page.getByLabel(message("uk", "auth.email")).fill(email);
  const started = new Date(Date.now() - 1000);
  await page.getByRole("button", { name: message("uk", "auth.sendCodeButton") }).click();
  const code = await codeFromOutbox(email, started);
  const subject = await queryE2EDatabase<{ subject: string }>(
    "select subject from outbox_messages where recipient = $1 order by created_at desc limit 1",
    [email],
  );
  expect(subject[0]?.subject).toBe(message("uk", "emails.resetSubject").replace("{code}", code));
  await page.getByLabel(message("uk", "auth.code")).fill(code);
  await page.getByLabel(message("uk", "auth.newPassword")).fill("completely new words here");
  await page.getByRole("button", { name: message("uk", "auth.resetButton") }).click();
  await expect(page.getByRole("status")).toHaveText(message("uk", "auth.resetDone"));

  await page.getByLabel(message("uk", "auth.email")).fill(email);
  await page.getByLabel(message("uk", "auth.password"), { exact: true }).fill("completely new words here");
  await page.getByRole("button", { name: message("uk", "auth.signInButton") }).click();
  await expect(page).toHaveURL(/\/uk\/my-plan$/);
});

test("too many sign-in attempts are refused with a translated message", async ({ browser }) => {
  // Its own client address (the test server trusts one proxy hop), so other tests' attempts do not count.
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.250" } });
  await context.addCookies([rejectedConsentCookie(E2E_ORIGIN)]);
  const page = await context.newPage();
  await page.goto("/en/sign-in");
  const email = uniqueEmail("ratelimit");
  for (let attempt = 0; attempt < 11; attempt += 1) {
    await page.getByLabel(message("en", "auth.email")).fill(email);
    await page.getByLabel(message("en", "auth.password"), { exact: true }).fill(`wrong password ${attempt}`);
    await page.getByRole("button", { name: message("en", "auth.signInButton") }).click();
    await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
    const text = await page.getByRole("main").getByRole("alert").textContent();
    if (text === message("en", "authErrors.too-many-requests")) break;
  }
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(message("en", "authErrors.too-many-requests"));
  await context.close();
});

test("a refused sign-up puts the focus on the first field to fix", async ({ page }) => {
  await page.goto("/en/sign-up");
  await page.getByLabel(message("en", "auth.name")).fill("Ada Learner");
  await page.getByRole("button", { name: message("en", "auth.signUpButton") }).click();
  const email = page.getByLabel(message("en", "auth.email"));
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toBeFocused();
});

test("sign-in and sign-up pages are accessible", async ({ page }) => {
  const { expectNoAxeViolations } = await import("./support/axe");
  for (const path of ["/en/sign-in", "/hi/sign-up", "/es-419/sign-in", "/uk/sign-up"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
