import { demoAccounts } from "../../db/demo-accounts";
import { expectNoAxeViolations } from "./support/axe";
import { uniqueClientAddress } from "./support/client-address";
import { queryE2EDatabase } from "./support/database";
import { consentCookie, E2E_ORIGIN, expect, rejectedConsentCookie, test } from "./support/fixtures";
import { message } from "./support/messages";
import { watchRequests } from "./support/network";

/** A seeded demo account (db/demo-accounts.ts), by its address. */
const demo = (email: string) => ({ id: demoAccounts.find((account) => account.email === email)!.id });

const t = (key: string) => message("en", `profile.${key}`);

// The seeded demo accounts (README, "Demo accounts") and the plan badges each must show.
const accounts = [
  { email: "free@demo.lingora.example", courses: "free", tutoring: "free", group: "groupNone" },
  { email: "courses-trial@demo.lingora.example", courses: "trial", tutoring: "free", group: "groupNone" },
  { email: "courses-premium@demo.lingora.example", courses: "premium", tutoring: "free", group: "groupNone" },
  { email: "tutoring@demo.lingora.example", courses: "free", tutoring: "premium", group: "groupNone" },
  { email: "group-active@demo.lingora.example", courses: "free", tutoring: "free", group: "groupActive" },
  { email: "group-canceled@demo.lingora.example", courses: "free", tutoring: "free", group: "groupCanceled" },
  { email: "ukraine@demo.lingora.example", courses: "premium", tutoring: "free", group: "groupNone" },
];

for (const account of accounts) {
  test(`${account.email} sees the right plan badges on /profile`, async ({ browser, login }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() } });
    await context.addCookies([rejectedConsentCookie(E2E_ORIGIN)]);
    const page = await context.newPage();
    await login({ as: demo(account.email), context });
    await page.goto("/en/profile");
    const plans = page.getByRole("region", { name: t("plans") });
    // A courses trial reads "Premium trial" (decision record 0015; the demo trial has no end date).
    const courses = account.courses === "trial" ? message("en", "paywall.premiumTrial") : t(account.courses);
    await expect(plans.getByTestId(`plan-${t("courses")}`)).toHaveText(courses);
    await expect(plans.getByTestId(`plan-${t("tutoring")}`)).toHaveText(t(account.tutoring));
    await expect(plans.getByTestId(`plan-${t("groupLessons")}`)).toHaveText(t(account.group));
    await expect(page.getByRole("region", { name: t("account") })).toContainText(account.email);
    if (account.email.startsWith("ukraine")) await expect(plans).toContainText(t("freeForUkraine"));
    if (account.email.startsWith("free@")) await expectNoAxeViolations(page);
    await context.close();
  });
}

test("a visitor who is not signed in is asked to sign in, and no profile call is made", async ({ page }) => {
  const profileCalls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/v1/profiles") || request.url().includes("/v1/billing")) profileCalls.push(request.url());
  });
  await page.goto("/en/profile");
  await expect(page.getByText(t("signInRequired"))).toBeVisible();
  // The visitor has been signed in anonymously and the page has settled (no request for 500 ms).
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name.endsWith("session_token"))).toBe(true);
  await page.waitForLoadState("networkidle");
  await expect(page.getByText(t("signInRequired"))).toBeVisible();
  expect(profileCalls).toEqual([]);
});

test("a forced backend failure records backend_error and one analytics event", async ({ browser, login }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() } });
  await context.addCookies([consentCookie(E2E_ORIGIN, ["necessary", "analytics"])]);
  const page = await context.newPage();
  await login({ as: demo("free@demo.lingora.example"), context });
  // The analytics SDK flushes on a timer: the test moves the page's clock instead of waiting.
  await page.clock.install();
  await page.goto("/en");
  const analytics = watchRequests(page, (url) => url.includes("/api/analytics/"));
  let device = "";
  await expect.poll(async () => (device = (await context.cookies()).find((c) => c.name === "lingora_device_id")?.value ?? "")).not.toBe("");
  await page.route("**/v1/profiles", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: '{"error":{"code":"internal","message":"Something went wrong."}}',
    }),
  );
  await page.goto("/en/profile");
  await expect(page.getByRole("alert").filter({ hasText: t("loadFailed") })).toBeVisible({ timeout: 40_000 });
  const stored = JSON.parse((await page.evaluate(() => sessionStorage.getItem("backend_error")))!) as {
    status: number;
    url: string;
    page: string;
  };
  expect(stored).toMatchObject({ status: 500, page: "/en/profile" });
  expect(stored.url).toContain("/v1/profiles");
  // Many failed tries, one event: once per status and page per 20 s.
  await expect
    .poll(
      async () =>
        (
          await queryE2EDatabase<{ p: { status: number; page: string } }>(
            "select event_properties as p from analytics_events where device_id = $1 and event_type = 'gen_backend_error'",
            [device],
          )
        ).map((r) => r.p),
      { timeout: 30_000 },
    )
    .toEqual([expect.objectContaining({ status: 500, page: "/en/profile" })]);
  // Every retry is over (the error state shows); past one more flush interval (10 s) there is still one.
  await page.clock.runFor(11_000);
  await expect.poll(() => analytics.settled()).toBe(true);
  expect(
    await queryE2EDatabase("select 1 from analytics_events where device_id = $1 and event_type = 'gen_backend_error'", [device]),
  ).toHaveLength(1);
  await context.close();
});

test("signed out, each account settings page asks to sign in, with the way back to it (no form that could only fail)", async ({ page }) => {
  for (const path of [
    "/profile/settings/password",
    "/profile/settings/email",
    "/profile/settings/phone",
    "/profile/settings/linked-accounts",
  ]) {
    await page.goto(`/fr${path}`);
    const main = page.getByRole("main");
    await expect(main.getByText(message("fr", "settings.signInRequired"))).toBeVisible();
    await expect(main.getByRole("link", { name: message("fr", "settings.continue") })).toHaveAttribute(
      "href",
      `/fr/sign-in?next=${encodeURIComponent(`/fr${path}`)}`,
    );
    await expect(main.locator('input[type="password"]')).toHaveCount(0);
  }
});
