import { expectNoAxeViolations } from "./support/axe";
import { makeBillingData } from "./support/billing-data";
import { uniqueClientAddress } from "./support/client-address";
import { expect, test, type Page } from "./support/fixtures";
import { message } from "./support/messages";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() } });

const DAY = 86_400_000;
const b = (key: string, locale = "en") => message(locale, `billingSettings.${key}`);
/** A message with its placeholders filled (simple {name} placeholders only). */
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
const longDate = (locale: string, date: Date) => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(date);
const money = (locale: string, minor: number, currency: string) =>
  new Intl.NumberFormat(locale, { style: "currency", currency }).format(minor / 100);

/**
 * One person with a trial (courses, 1 month), an active two-for-one courses plan, a tutoring plan
 * being cancelled, a saved card, a receipt and a credit pack, all made by the factories.
 */
async function customerWithBilling(login: (options?: { name?: string }) => Promise<{ id: string }>) {
  const person = await login({ name: "Bea Buyer" });
  const now = new Date();
  const tutoringStart = new Date(now.getTime() - 10 * DAY);
  const creditsExpire = new Date(now.getTime() + 40 * DAY);
  const data = makeBillingData({
    userId: person.id,
    savedCard: "Visa •••• 4242",
    subscriptions: [
      { planId: "courses-premium-1m", startedAt: now },
      { planId: "courses-premium-3m", startedAt: new Date(now.getTime() - 5 * DAY) },
      {
        planId: "tutoring-8-credits",
        isTrialEligible: false,
        startedAt: tutoringStart,
        then: [{ type: "cancel_at_period_end", at: new Date(now.getTime() - DAY) }],
      },
    ],
    payments: [{ planId: "tutoring-8-credits", amount: 7999, currency: "USD", kind: "first" }],
    credits: [{ amount: 5, source: "pack", expiresAt: creditsExpire }],
  });
  const [trialId, twoForOneId] = data.subscriptions as [string, string, string];
  return {
    trialId,
    twoForOneId,
    receipt: data.payments[0]!,
    trialEnd: new Date(now.getTime() + 7 * DAY),
    tutoringEnd: new Date(tutoringStart.getTime() + 28 * DAY),
    creditsExpire,
  };
}

const card = (page: Page, plan: string) => page.getByRole("article", { name: plan, exact: true });

test("payments and subscriptions: each subscription's status, next payment, card, trial and cancellation; receipts", async ({
  page,
  login,
}) => {
  const made = await customerWithBilling(login);
  await page.goto("/en/profile/settings");
  await page.getByRole("link", { name: b("title"), exact: true }).click();
  await expect(page).toHaveURL(/\/en\/profile\/settings\/payments-subscriptions$/);
  await expect(page.getByRole("heading", { level: 1, name: b("title") })).toBeVisible();

  const trial = card(page, b("plans.courses-premium-1m"));
  await expect(trial.getByText(b("status.trialing"), { exact: true })).toBeVisible();
  await expect(
    trial.getByText(fill(b("nextChargeValue"), { amount: money("en", 749, "USD"), date: longDate("en", made.trialEnd) })),
  ).toBeVisible();
  await expect(trial.getByText("Visa •••• 4242")).toBeVisible();
  await expect(trial.getByRole("button", { name: b("changePlan") })).toBeVisible();
  await expect(trial.getByRole("button", { name: b("pause") })).toHaveCount(0); // no pause in a trial
  await expect(trial.getByRole("link", { name: b("cancel") })).toHaveAttribute(
    "href",
    `/en/profile/settings/payments-subscriptions/cancel/${made.trialId}`,
  );

  const tutoring = card(page, b("plans.tutoring-8-credits"));
  await expect(tutoring.getByText(b("status.canceling"), { exact: true })).toBeVisible();
  await expect(tutoring.getByText(b("noNextCharge"))).toBeVisible();
  await expect(tutoring.getByText(fill(b("cancelingHelp"), { date: longDate("en", made.tutoringEnd) }))).toBeVisible();
  await expect(tutoring.getByRole("button", { name: b("undoCancel") })).toBeVisible();

  const twoForOne = card(page, b("plans.courses-premium-3m"));
  await expect(twoForOne.getByText(b("status.active"), { exact: true })).toBeVisible();
  await twoForOne.getByRole("button", { name: b("pause") }).click();
  await expect(twoForOne.getByRole("radio", { name: "3 months" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath("payments-subscriptions-en-mobile.png"), fullPage: true });

  // The receipt: listed, and printable on its own page.
  const receipts = page.getByRole("region", { name: b("receiptsHeading") });
  await expect(receipts.getByText(money("en", 7999, "USD"))).toBeVisible();
  await receipts.getByRole("link", { name: new RegExp(`${made.receipt.receiptNumber}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/en/profile/settings/payments-subscriptions/receipts/${made.receipt.id}$`));
  const number = String(made.receipt.receiptNumber).padStart(6, "0");
  await expect(page.getByRole("heading", { name: fill(b("receiptNumber"), { number }) })).toBeVisible();
  await expect(page.getByText(b("plans.tutoring-8-credits"))).toBeVisible();
  await expect(page.getByTestId("receipt-total")).toHaveText(money("en", 7999, "USD"));
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("receipt-en-mobile.png"), fullPage: true });
  // On paper: the receipt alone, without the site's header or the buttons.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByTestId("receipt-total")).toBeVisible();
  await expect(page.getByRole("button", { name: b("print") })).toBeHidden();
  await expect(page.getByRole("banner")).toBeHidden();
  await page.emulateMedia({ media: "screen" });
});

test("the cancel flow: reason, pause offer, smaller plan offer, then the confirmation says what stays until when", async ({
  page,
  login,
}) => {
  const made = await customerWithBilling(login);
  await page.goto(`/en/profile/settings/payments-subscriptions/cancel/${made.twoForOneId}`);
  await expect(page.getByText(fill(b("cancelStep"), { current: "1", total: "4" }))).toBeVisible();
  await expect(page.getByRole("heading", { name: b("reasonQuestion") })).toBeVisible();
  // A reason is required.
  await page.getByRole("button", { name: b("continue") }).click();
  await expect(page.getByText(b("reasonRequired"))).toBeVisible();
  await page.getByRole("radio", { name: b("reasons.too_expensive") }).check();
  await page.getByLabel(b("commentLabel")).fill("Saving for a trip");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: b("continue") }).click();

  await expect(page.getByRole("heading", { name: b("pauseOfferHeading") })).toBeFocused();
  await expect(page.getByRole("radio", { name: "1 month" })).toBeChecked();
  await page.getByRole("button", { name: b("noThanks") }).click();

  await expect(page.getByRole("heading", { name: b("planOfferHeading") })).toBeVisible();
  await expect(page.getByText(b("plans.courses-premium-1m"), { exact: true })).toBeVisible();
  await page.getByRole("button", { name: b("noThanks") }).click();

  await expect(page.getByText(fill(b("cancelStep"), { current: "4", total: "4" }))).toBeVisible();
  await expect(page.getByRole("heading", { name: b("confirmHeading") })).toBeVisible();
  await expect(page.getByText(b("confirmEmail"))).toBeVisible();
  await expect(page.getByRole("button", { name: b("confirmCancel") })).toBeEnabled();
  await expectNoAxeViolations(page);
  // Back goes to the previous step; keeping the subscription leads back to the list.
  await page.getByRole("button", { name: b("back") }).click();
  await expect(page.getByRole("heading", { name: b("planOfferHeading") })).toBeVisible();
  await page.getByRole("link", { name: b("keepSubscription") }).click();
  await expect(page).toHaveURL(/\/en\/profile\/settings\/payments-subscriptions$/);

  // A trial cannot be paused and has no smaller plan: two steps, and the trial's end is what stays.
  await page.goto(`/en/profile/settings/payments-subscriptions/cancel/${made.trialId}`);
  await expect(page.getByText(fill(b("cancelStep"), { current: "1", total: "2" }))).toBeVisible();
  await page.getByRole("radio", { name: b("reasons.temporary") }).check();
  await page.getByRole("button", { name: b("continue") }).click();
  await expect(
    page.getByText(fill(b("confirmKeeps"), { access: b("access.courses_premium"), date: longDate("en", made.trialEnd) })),
  ).toBeVisible();
});

test("tutoring credits: balance, lots with their expiry dates, history, and where to buy more", async ({ page, login }) => {
  const made = await customerWithBilling(login);
  await page.goto("/en/profile/settings");
  await page.getByRole("link", { name: b("creditsTitle"), exact: true }).click();
  await expect(page).toHaveURL(/\/en\/profile\/settings\/tutoring-credits$/);
  await expect(page.getByTestId("credit-balance")).toHaveText("5 credits");
  const lots = page.getByRole("region", { name: b("lotsHeading") });
  await expect(lots.getByText(fill(b("lotRemaining"), { remaining: "5", granted: "5" }))).toBeVisible();
  await expect(lots.getByText(fill(b("lotExpires"), { date: longDate("en", made.creditsExpire) }))).toBeVisible();
  await expect(lots.getByText(b("lotSource.pack"))).toBeVisible();
  const history = page.getByRole("region", { name: b("historyHeading") });
  await expect(history.getByText(b("historyKind.grant"))).toBeVisible();
  await expect(page.getByRole("link", { name: b("buyCredits") })).toHaveAttribute("href", "/en/tutoring/pricing");
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath("tutoring-credits-en-mobile.png"), fullPage: true });
});

test("a subscription the payment provider renews: its portal instead of pause and plan changes; cancel stays ours", async ({
  page,
  login,
}) => {
  const made = await customerWithBilling(login);
  // The sandbox renews nothing by itself: the answers say what a Stripe subscription's would
  // (the server side is tested with the Stripe adapter in portal-routes.integration.test.ts).
  await page.route("**/v1/billing/subscriptions", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { subscriptions: { id: string; managedAtProvider: boolean }[] };
    for (const item of body.subscriptions) item.managedAtProvider = item.id === made.twoForOneId;
    await route.fulfill({ response, json: body });
  });
  const asked: unknown[] = [];
  await page.route("**/v1/billing/portal", async (route) => {
    asked.push(route.request().postDataJSON());
    await route.fulfill({ json: { url: new URL("/en/profile/settings?from=portal", page.url()).toString() } });
  });
  await page.goto("/en/profile/settings/payments-subscriptions");

  const managed = card(page, b("plans.courses-premium-3m"));
  await expect(managed.getByText(b("managedAtProviderHelp"))).toBeVisible();
  await expect(managed.getByRole("button", { name: b("pause") })).toHaveCount(0);
  await expect(managed.getByRole("button", { name: b("changePlan") })).toHaveCount(0);
  await expect(managed.getByRole("link", { name: b("cancel") })).toBeVisible();
  // The others keep their own buttons.
  const trial = card(page, b("plans.courses-premium-1m"));
  await expect(trial.getByRole("button", { name: b("changePlan") })).toBeVisible();
  await expect(trial.getByRole("button", { name: b("managedAtProvider") })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath("payments-subscriptions-portal-en-mobile.png"), fullPage: true });

  await managed.getByRole("button", { name: b("managedAtProvider") }).click();
  await expect(page).toHaveURL(/\/en\/profile\/settings\?from=portal$/);
  expect(asked).toEqual([{ returnPath: "/profile/settings/payments-subscriptions" }]);
});

test("a plan with nothing of its kind to switch to offers no plan change; the others do", async ({ page, login }) => {
  const person = await login({ name: "Gia Group" });
  makeBillingData({
    userId: person.id,
    savedCard: "Visa •••• 4242",
    subscriptions: [
      { planId: "group-lessons-1m", isTrialEligible: false, startedAt: new Date(Date.now() - 3 * DAY) },
      { planId: "tutoring-4-credits", isTrialEligible: false, startedAt: new Date(Date.now() - 3 * DAY) },
    ],
  });
  await page.goto("/en/profile/settings/payments-subscriptions");
  const group = card(page, b("plans.group-lessons-1m"));
  await expect(group.getByRole("link", { name: b("cancel") })).toBeVisible();
  await expect(group.getByRole("button", { name: b("changePlan") })).toHaveCount(0);
  await expect(card(page, b("plans.tutoring-4-credits")).getByRole("button", { name: b("changePlan") })).toBeVisible();
});

test("another person's receipt and subscription are not shown", async ({ login, browser }) => {
  const made = await customerWithBilling(login);
  const other = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() } });
  const stranger = await other.newPage();
  await login({ name: "Sam Stranger", context: other });
  await stranger.goto(`/en/profile/settings/payments-subscriptions/receipts/${made.receipt.id}`);
  await expect(stranger.getByRole("alert").filter({ hasText: b("notFound") })).toBeVisible();
  await stranger.goto(`/en/profile/settings/payments-subscriptions/cancel/${made.twoForOneId}`);
  await expect(stranger.getByRole("alert").filter({ hasText: b("notFound") })).toBeVisible();
  await stranger.goto("/en/profile/settings/payments-subscriptions");
  await expect(stranger.getByText(b("noSubscriptions"))).toBeVisible();
  await expect(stranger.getByText(b("noReceipts"))).toBeVisible();
  await other.close();
});

for (const locale of ["uk", "hi"]) {
  test(`the billing settings pages in ${locale}: translated and accessible`, async ({ page, login }) => {
    // Several pages, each checked by axe.
    test.setTimeout(90_000);
    const made = await customerWithBilling(login);
    await page.goto(`/${locale}/profile/settings/payments-subscriptions`);
    const trial = card(page, b("plans.courses-premium-1m", locale));
    await expect(trial.getByText(b("status.trialing", locale), { exact: true })).toBeVisible();
    await expect(trial.getByText(longDate(locale, made.trialEnd)).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`payments-subscriptions-${locale}.png`), fullPage: true });

    await page.goto(`/${locale}/profile/settings/payments-subscriptions/receipts/${made.receipt.id}`);
    await expect(page.getByTestId("receipt-total")).toHaveText(money(locale, 7999, "USD"));
    await expectNoAxeViolations(page);

    await page.goto(`/${locale}/profile/settings/payments-subscriptions/cancel/${made.twoForOneId}`);
    await expect(page.getByRole("heading", { name: b("reasonQuestion", locale) })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`/${locale}/profile/settings/tutoring-credits`);
    await expect(page.getByRole("heading", { name: b("lotsHeading", locale) })).toBeVisible();
    await expect(page.getByText(fill(b("lotExpires", locale), { date: longDate(locale, made.creditsExpire) }))).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`tutoring-credits-${locale}.png`), fullPage: true });
  });
}
