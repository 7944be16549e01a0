import { expect, test } from "./support/fixtures";
import { uniqueClientAddress } from "./support/client-address";
import { TEST_PASSWORD } from "./support/journeys";
import { message } from "./support/messages";
import { codeFromOutbox, uniqueEmail } from "./support/outbox";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() } });

const t = (key: string, locale = "en") => message(locale, key);
/** The terms notice as it reads on the page (its link tags dropped). */
const termsText = (locale: string) => t("auth.termsNotice", locale).replace(/<\/?\w+>/g, "");

test("every way to create an account shows the terms, linked in the interface language", async ({ page }) => {
  await page.goto("/uk/sign-up");
  const notice = page.getByTestId("terms-notice");
  await expect(notice).toHaveText(termsText("uk"));
  await expect(notice.getByRole("link").first()).toHaveAttribute("href", "/uk/terms/terms-and-conditions");
  await expect(notice.getByRole("link").last()).toHaveAttribute("href", "/uk/terms/privacy-policy");

  // Sign-in creates accounts too: with a social provider and with a phone number.
  await page.goto("/uk/sign-in");
  await expect(page.getByRole("button", { name: t("auth.continueWith", "uk").replace("{provider}", "Test ID") })).toBeVisible();
  await expect(page.getByTestId("terms-notice")).toHaveText(termsText("uk"));
  await page.getByRole("button", { name: t("auth.withPhone", "uk") }).click();
  await expect(page.getByTestId("terms-notice")).toHaveText(termsText("uk"));
  await expect(page.getByTestId("terms-notice").getByRole("link").first()).toHaveAttribute("href", "/uk/terms/terms-and-conditions");
});

test("sign-in and sign-up start in their first field; after Create account the code step has the focus", async ({ page }) => {
  await page.goto("/en/sign-in");
  await expect(page.getByLabel(t("auth.email"))).toBeFocused();
  await page.goto("/en/sign-up");
  await expect(page.getByLabel(t("auth.name"))).toBeFocused();

  const email = uniqueEmail("focus");
  await page.getByLabel(t("auth.name")).fill("Focus Learner");
  await page.getByLabel(t("auth.email")).fill(email);
  await page.getByLabel(t("auth.password"), { exact: true }).fill(TEST_PASSWORD);
  const started = new Date(Date.now() - 1000);
  await page.getByRole("button", { name: t("auth.signUpButton") }).click();
  await expect(page.getByRole("heading", { name: t("auth.verifyTitle") })).toBeFocused();

  // A wrong code, then a resend: the resend's notice replaces the error instead of standing beside it.
  await page.getByLabel(t("auth.code")).fill("000000");
  await page.getByRole("button", { name: t("auth.verifyButton") }).click();
  await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
  await page.getByRole("button", { name: t("auth.resendCode") }).click();
  await expect(page.getByText(t("auth.codeResent"))).toBeVisible();
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
  await page.getByLabel(t("auth.code")).fill(await codeFromOutbox(email, started));
  await page.getByRole("button", { name: t("auth.verifyButton") }).click();
  await expect(page).toHaveURL(/\/en\/my-plan$/);
});

test("an old message goes when a new attempt starts or the step changes", async ({ page }) => {
  const email = uniqueEmail("stale");
  await page.goto("/en/sign-in");
  await page.getByLabel(t("auth.email")).fill(email);
  await page.getByRole("button", { name: t("auth.emailLinkButton") }).click();
  const sent = page.getByText(t("auth.emailLinkSent").replace("{email}", email));
  await expect(sent).toBeVisible();

  await page.getByLabel(t("auth.password"), { exact: true }).fill("not the password at all");
  await page.getByRole("button", { name: t("auth.signInButton") }).click();
  await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
  await expect(sent).toHaveCount(0);

  await page.getByRole("button", { name: t("auth.forgotPasswordLink") }).click();
  await expect(page.getByRole("heading", { name: t("auth.forgotTitle") })).toBeFocused();
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
});

test("a signed-in person is sent on from sign-in and sign-up, and the header knows them there", async ({ page, login }) => {
  await login();
  await page.goto("/en/sign-in");
  await expect(page).toHaveURL(/\/en\/my-plan$/);
  await page.goto("/en/sign-up?next=%2Fen%2Fcontact-us");
  await expect(page).toHaveURL(/\/en\/contact-us$/);
  // A target that is not ours is not followed.
  await page.goto("/en/sign-in?next=%2F%2Fevil.example%2Fphish");
  await expect(page).toHaveURL(/\/en\/my-plan$/);

  // On the sign-in page itself the header names the account, even when this tab's flag is stale.
  // (A 204 answer to the onward navigation keeps the sign-in page on screen.)
  await page.evaluate(() => localStorage.setItem("withAuth", "false"));
  await page.route("**/en/my-plan", (route) => route.fulfill({ status: 204 }));
  // The onward navigation can start before the sign-in page's load event, which then never comes:
  // wait for the page to commit and for the onward request instead.
  const onward = page.waitForRequest("**/en/my-plan");
  await page.goto("/en/sign-in", { waitUntil: "commit" });
  await onward;
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: t("auth.account"), exact: true })).toBeVisible();
  await expect(header.getByRole("link", { name: t("nav.signIn"), exact: true })).toHaveCount(0);
  expect(page.url()).toMatch(/\/en\/sign-in$/);
});

test("switching between sign-in and sign-up keeps where the person was going (never another site)", async ({ page }) => {
  await page.goto("/uk/sign-in?next=%2Fuk%2Ffree-for-ukraine");
  await expect(page.getByRole("main").getByRole("link", { name: t("auth.createAccountLink", "uk") })).toHaveAttribute(
    "href",
    "/uk/sign-up?next=%2Fuk%2Ffree-for-ukraine",
  );
  await page.goto("/en/sign-up?next=%2Fen%2Fmy-plan");
  await expect(page.getByRole("main").getByRole("link", { name: t("auth.signInLink"), exact: true })).toHaveAttribute(
    "href",
    "/en/sign-in?next=%2Fen%2Fmy-plan",
  );
  await page.goto("/en/sign-up?next=https%3A%2F%2Fevil.example%2F");
  await expect(page.getByRole("main").getByRole("link", { name: t("auth.signInLink"), exact: true })).toHaveAttribute(
    "href",
    "/en/sign-in",
  );
});
