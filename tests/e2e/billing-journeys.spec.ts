import { completeLessons, forceFlag, removeFlagRule } from "../../db/factories";
import { makeBillingData } from "./support/billing-data";
import { uniqueClientAddress } from "./support/client-address";
import { expect, test, type Page } from "./support/fixtures";
import { clearOfUtcMidnight } from "./support/clock";
import { queryE2EDatabase } from "./support/database";
import { message } from "./support/messages";

/**
 * The whole of billing as a buyer meets it, against the running app: the paywall, the sandbox's
 * hosted checkout, its signed webhooks delivered by the job runner, the success page, the upsell,
 * the wallet, and the settings page's pause, resume and cancel flow.
 */

test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() } });

const DAY = 86_400_000;
const p = (key: string, locale = "en") => message(locale, `paywall.${key}`);
const c = (key: string, locale = "en") => message(locale, `checkout.${key}`);
const b = (key: string, locale = "en") => message(locale, `billingSettings.${key}`);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const prefix = (text: string) => new RegExp(escape(text.split("{")[0]!));
const longDate = (locale: string, date: Date) => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(date);

/** Pays on the sandbox's hosted page with a test card. */
async function payWith(page: Page, number: string, locale = "en") {
  await expect(page.getByText(c("testModeBadge", locale), { exact: true })).toBeVisible();
  await page.getByLabel(c("cardNumber", locale)).fill(number);
  await page.getByLabel(c("expiryMonth", locale)).fill("12");
  await page.getByLabel(c("expiryYear", locale)).fill("40");
  await page.getByLabel(c("cvc", locale)).fill("123");
  await page.getByRole("button", { name: new RegExp(`^(${c("startTrial", locale)}|${prefix(c("pay", locale)).source}.*)$`) }).click();
}

/**
 * Waits on the success page until the purchase is confirmed. The webhook comes through the job
 * runner; if the page's own polling gives up first, the buyer presses "Check again", as a person would.
 */
async function awaitConfirmation(page: Page, confirmed: RegExp, locale = "en") {
  await page.waitForURL((url) => url.pathname === `/${locale}/checkout/success`);
  await expect(async () => {
    const again = page.getByRole("button", { name: p("checkAgain", locale) });
    if (await again.isVisible()) await again.click();
    await expect(page.getByRole("main")).toContainText(confirmed, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

test("from the paywall to a trial with the success card: premium at once, the upsell in one click, its credits in the wallet", async ({
  page,
  login,
  db,
}) => {
  test.setTimeout(120_000);
  const account = await login({ name: "Tria Buyer" });
  const rule = await forceFlag(db, { flag: "post_purchase_flow", value: true, condition: { email: account.email } });
  try {
    // The server caches flag rules for a few seconds: wait until it evaluates the new rule for this person.
    await expect
      .poll(
        async () => {
          const response = await page.request.post("/api/growth/api/eval/sdk-lingora-web", { data: { attributes: {} } });
          return ((await response.json()) as { features: Record<string, { defaultValue?: unknown }> }).features.post_purchase_flow
            ?.defaultValue;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await page.goto("/en/profile/payments-subscriptions/choose?currency=USD");
    const oneMonth = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: "1 month" }) });
    await oneMonth.getByRole("button", { name: p("startTrial") }).click();
    await page.waitForURL(/\/en\/checkout\/sandbox\/cs_sbx_/);
    const paidFrom = Date.now();
    await payWith(page, "4242 4242 4242 4242");
    await awaitConfirmation(page, prefix(p("trialStarted")));
    const paidBy = Date.now();

    // The upsell after the purchase: one click with the card just used.
    const upsell = page.getByRole("region", { name: p("upsellTitle") });
    await upsell.getByRole("button", { name: prefix(p("upsellAccept")) }).click();
    await expect(upsell).toContainText(prefix(p("upsellSucceeded")));

    // Premium (the trial) shows on the profile at once.
    await page.goto("/en/profile");
    // Seven days from the payment, a UTC calendar day as on the billing pages; when a UTC midnight
    // fell while the payment went through, either day is the right one.
    const trialEnds = [...new Set([paidFrom, paidBy].map((at) => longDate("en", new Date(at + 7 * DAY))))];
    await expect(page.getByRole("region", { name: message("en", "profile.plans") })).toContainText(
      new RegExp(trialEnds.map((day) => escape(p("premiumTrialUntil").replace("{date}", day))).join("|")),
    );

    // The upsell's credits are in the wallet.
    await page.goto("/en/profile/settings/tutoring-credits");
    await expect(page.getByRole("main")).toContainText("5 credits");
  } finally {
    await removeFlagRule(db, rule);
  }
});

test("a premium-locked lesson, bought from its premium page: the success page leads back to that lesson, which opens", async ({
  page,
  login,
  db,
}) => {
  test.setTimeout(120_000);
  await clearOfUtcMidnight();
  const learner = await login({ name: "Lesson Buyer" });
  // The three free lessons of A1 and today's one more: the next lesson is premium.
  await completeLessons(db, learner.id, ["en-a1-u01-l01", "en-a1-u01-l02", "en-a1-u01-l03", "en-a1-u02-l01"]);
  await page.goto("/en/course/premium?lesson=en-a1-u02-l02");
  await page.getByRole("link", { name: message("en", "courseMap.choosePlan") }).click();
  const oneMonth = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: "1 month" }) });
  await oneMonth.getByRole("button", { name: p("startTrial") }).click();
  await page.waitForURL(/\/en\/checkout\/sandbox\/cs_sbx_/);
  await payWith(page, "4242 4242 4242 4242");
  await awaitConfirmation(page, prefix(p("trialStarted")));

  const back = page.getByRole("link", { name: p("backToLesson") });
  await expect(back).toHaveAttribute("href", "/en/course/lesson/en-a1-u02-l02");
  await back.click();
  await expect(page).toHaveURL(/\/en\/course\/lesson\/en-a1-u02-l02$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Have you got brothers or sisters?");
  await expect(page.getByRole("button", { name: message("en", "lesson.intro.start") })).toBeVisible();
});

test("a credit pack from the tutoring prices: paid, then on the wallet page with its expiry", async ({ page, login }) => {
  test.setTimeout(120_000);
  await login({ name: "Pack Buyer", locale: "uk" });
  await page.goto("/uk/tutoring/pricing?currency=UAH");
  // Booking is not open yet, and the page that takes the money says so (as the marketing pages do).
  await expect(page.getByTestId("not-open-notice")).toContainText(p("tutoringNotOpen", "uk"));
  // The packs' cards are named by their credits; "5 кредитів" is the 5-credit pack.
  const pack = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: "5 кредитів" }) });
  await pack.getByRole("link", { name: p("choosePlan", "uk") }).click();
  await expect(page.getByTestId("not-open-notice")).toContainText(p("notOpenTitle", "uk"));
  await page.getByRole("button", { name: p("continueToCheckout", "uk") }).click();
  await page.waitForURL(/\/uk\/checkout\/sandbox\/cs_sbx_/);
  await payWith(page, "4242 4242 4242 4242", "uk");
  await awaitConfirmation(page, prefix(p("paid", "uk")), "uk");

  await page.goto("/uk/profile/settings/tutoring-credits");
  await expect(page.getByRole("main")).toContainText("5 кредитів");
  await expect(page.getByRole("main")).toContainText(longDate("uk", new Date(Date.now() + 183 * DAY)).slice(-4));
});

test("pause from the cancel flow's offer, resume, then cancel to the end: it stays until the period ends", async ({ page, login }) => {
  test.setTimeout(120_000);
  const person = await login({ name: "Paula Pauser" });
  const startedAt = new Date(Date.now() - 5 * DAY);
  const [subscriptionId] = makeBillingData({
    userId: person.id,
    savedCard: "Visa •••• 4242",
    subscriptions: [{ planId: "courses-premium-1m", isTrialEligible: false, startedAt }],
  }).subscriptions as [string];
  const card = () => page.getByRole("article", { name: message("en", "billingSettings.plans.courses-premium-1m"), exact: true });

  // The saved-offer branch: a reason, then the pause offer taken.
  await page.goto("/en/profile/settings/payments-subscriptions");
  await card()
    .getByRole("link", { name: b("cancel") })
    .click();
  await page.getByRole("radio", { name: b("reasons.temporary") }).check();
  await page.getByRole("button", { name: b("continue") }).click();
  await expect(page.getByRole("heading", { name: b("pauseOfferHeading") })).toBeVisible();
  await page.getByRole("radio", { name: "2 months" }).check();
  await page.getByRole("button", { name: /^Pause for 2 months$/ }).click();
  await expect(page.getByRole("heading", { name: b("donePausedHeading") })).toBeVisible();

  await page.goto("/en/profile/settings/payments-subscriptions");
  await expect(card()).toContainText(b("status.paused"));
  await card()
    .getByRole("button", { name: b("resume") })
    .click();
  await expect(card()).toContainText(b("status.active"));

  // Cancel to the end: reason, no to the pause, no to the smaller plan, confirm.
  await card()
    .getByRole("link", { name: b("cancel") })
    .click();
  await page.getByRole("radio", { name: b("reasons.too_expensive") }).check();
  await page.getByRole("button", { name: b("continue") }).click();
  await page.getByRole("button", { name: b("noThanks") }).click();
  if (await page.getByRole("heading", { name: b("planOfferHeading") }).isVisible()) {
    await page.getByRole("button", { name: b("noThanks") }).click();
  }
  await expect(page.getByRole("heading", { name: b("confirmHeading") })).toBeVisible();
  await page.getByRole("button", { name: b("confirmCancel") }).click();
  await expect(page.getByRole("main")).toContainText(prefix(b("confirmKeeps")));

  await page.goto("/en/profile/settings/payments-subscriptions");
  await expect(card()).toContainText(b("status.canceling"));
  await expect(card().getByRole("button", { name: b("undoCancel") })).toBeVisible();
  expect(subscriptionId).toBeTruthy();
});

test("an upgrade charged to the saved card: its receipt joins the list at once and is emailed like the first payment's", async ({
  page,
  login,
}) => {
  test.setTimeout(120_000);
  const person = await login({ name: "Uma Upgrader" });
  await page.goto("/en/purchase-onboarding?plan=tutoring-4-credits&currency=USD");
  await page.getByRole("button", { name: p("continueToCheckout") }).click();
  await page.waitForURL(/\/en\/checkout\/sandbox\/cs_sbx_/);
  await payWith(page, "4242 4242 4242 4242");
  await awaitConfirmation(page, prefix(p("paid")));

  const plan = (id: string) => b(`plans.${id}`);
  await page.goto("/en/profile/settings/payments-subscriptions");
  const receipts = page.getByRole("region", { name: b("receiptsHeading") });
  await expect(receipts.getByRole("link")).toHaveCount(1);
  const card = page.getByRole("article", { name: plan("tutoring-4-credits"), exact: true });
  await card.getByRole("button", { name: b("changePlan") }).click();
  await card.getByRole("radio", { name: new RegExp(escape(plan("tutoring-8-credits"))) }).check();
  await expect(card.getByText(prefix(b("previewUpgrade")))).toBeVisible();
  await card.getByRole("button", { name: b("confirmChange").replace("{plan}", plan("tutoring-8-credits")) }).click();
  await expect(page.getByRole("article", { name: plan("tutoring-8-credits"), exact: true })).toBeVisible();
  // The charge's receipt, without a reload.
  await expect(receipts.getByRole("link")).toHaveCount(2);
  // Both payments' receipts are emailed (the job runner sends them to the outbox).
  await expect
    .poll(
      async () =>
        (
          await queryE2EDatabase<{ n: number }>(
            "select count(*)::int as n from outbox_messages where recipient = $1 and meta->>'kind' = 'receipt'",
            [person.email],
          )
        )[0]!.n,
      { timeout: 30_000 },
    )
    .toBe(2);
});
