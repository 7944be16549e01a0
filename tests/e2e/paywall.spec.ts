import type { Route } from "@playwright/test";
import { readFileSync } from "node:fs";
import { formatMoney } from "../../src/features/billing/model/currency";
import type { Locale } from "../../src/lib/i18n";
import { expectNoAxeViolations } from "./support/axe";
import { FIRST_LOAD_BUDGET_BYTES, firstLoadScriptBytes } from "./support/first-load";
import { uniqueClientAddress } from "./support/client-address";
import { E2E_ORIGIN, expect, rejectedConsentCookie, TEST_PASSWORD, test, type Page } from "./support/fixtures";
import { message } from "./support/messages";
import { codeFromOutbox, uniqueEmail } from "./support/outbox";

// This file acts from its own client address (sign-up is rate-limited per address). A reserved
// address has no country, so the paywall starts in US dollars unless a test says otherwise.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() } });

const PAYWALL = "/profile/payments-subscriptions/choose";
const t = (key: string, locale: Locale = "en") => message(locale, `paywall.${key}`);
/** A plan's first charge, as the page formats it. */
const catalogue = JSON.parse(readFileSync("content/billing/plans.json", "utf8")) as {
  plans: { id: string; prices: Record<string, { regular: number; intro?: number }> }[];
};
const firstCharge = (planId: string, currency: "USD" | "EUR" | "GBP", locale: Locale = "en") => {
  const price = catalogue.plans.find((plan) => plan.id === planId)!.prices[currency]!;
  return formatMoney(locale, price.intro ?? price.regular, currency);
};
/** Intl separates some currencies with no-break spaces: match either. */
const loose = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/[\s\u00a0\u202f]/g, "[\\s\\u00a0\\u202f]"));

/** A plan's card, by its heading ("1 month", "3 місяці"). */
const planCard = (page: Page, months: number | string) =>
  page.getByRole("listitem").filter({
    has: page.getByRole("heading", {
      level: 3,
      name: typeof months === "string" ? months : months === 1 ? "1 month" : `${months} months`,
    }),
  });

test("the paywall shows the courses plans side by side with prices in the chosen currency, and switches currency", async ({ page }) => {
  await page.goto(`/en${PAYWALL}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("title"));
  for (const months of [1, 3, 12]) await expect(planCard(page, months)).toBeVisible();
  // US dollars (no country): the 1-month trial's first charge and its date in plain words.
  await expect(planCard(page, 1)).toContainText(firstCharge("courses-premium-1m", "USD"));
  await expect(planCard(page, 1)).toContainText(/Nothing to pay today\. On .+ we charge \$7\.49/);
  const currencies = page.getByRole("navigation", { name: t("currency") });
  await expect(currencies.getByRole("link", { name: "USD" })).toHaveAttribute("aria-current", "true");
  await expect(page.getByText(message("en", "billing.pricesIncludeVat"))).toHaveCount(0);

  await currencies.getByRole("link", { name: "EUR" }).click();
  await expect(page).toHaveURL(/currency=EUR/);
  await expect(currencies.getByRole("link", { name: "EUR" })).toHaveAttribute("aria-current", "true");
  await expect(planCard(page, 1)).toContainText(loose(firstCharge("courses-premium-1m", "EUR")));
  await expect(planCard(page, 12)).toContainText(loose(firstCharge("courses-premium-12m", "EUR")));
  await expect(planCard(page, 1)).not.toContainText("$");
  // Euro prices with no known country carry the "includes VAT" wording.
  await expect(page.getByText(message("en", "billing.pricesIncludeVat"))).toBeVisible();
  // The refund terms are linked.
  await expect(page.getByRole("navigation", { name: t("purchaseTerms") }).getByRole("link", { name: "Refund Policy" })).toHaveAttribute(
    "href",
    "/en/terms/refund",
  );
});

test("from a German address the paywall starts in euros; the freemium variant offers the free plan", async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "5.9.10.20" } });
  await context.addCookies([rejectedConsentCookie(E2E_ORIGIN)]);
  const page = await context.newPage();
  await page.goto(`/de${PAYWALL}?variant=freemium`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("freemiumTitle", "de"));
  await expect(page.getByRole("navigation", { name: t("currency", "de") }).getByRole("link", { name: "EUR" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(page.getByRole("main")).toContainText(loose(firstCharge("courses-premium-1m", "EUR", "de")));
  await expect(page.getByRole("link", { name: t("continueFree", "de") })).toBeVisible();
  await context.close();
});

test("an anonymous visitor who picks a plan signs up and comes back to it", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`/en${PAYWALL}?currency=GBP`);
  await planCard(page, 12)
    .getByRole("button", { name: t("startTrial") })
    .click();
  await expect(page).toHaveURL(/\/en\/sign-up\?next=/);
  const next = new URL(page.url()).searchParams.get("next")!;
  expect(next).toBe(`/en${PAYWALL}?currency=GBP&plan=courses-premium-12m#courses-premium-12m`);

  const email = uniqueEmail("paywall");
  await page.getByLabel(message("en", "auth.name")).fill("Pay Wall");
  await page.getByLabel(message("en", "auth.email")).fill(email);
  await page.getByLabel(message("en", "auth.password"), { exact: true }).fill(TEST_PASSWORD);
  const started = new Date(Date.now() - 1000);
  await page.getByRole("button", { name: message("en", "auth.signUpButton") }).click();
  await page.getByLabel(message("en", "auth.code")).fill(await codeFromOutbox(email, started));
  await page.getByRole("button", { name: message("en", "auth.verifyButton") }).click();

  // Back on the paywall, in the currency and with the plan chosen before signing up.
  await expect(page).toHaveURL(`${E2E_ORIGIN}/en${PAYWALL}?currency=GBP&plan=courses-premium-12m#courses-premium-12m`);
  await expect(planCard(page, 12)).toContainText(firstCharge("courses-premium-12m", "GBP"));
});

test("a registered user's press starts one checkout and goes to its page; a failure is said in their language", async ({ page, login }) => {
  await login({ locale: "uk" });
  const bodies: unknown[] = [];
  let answer: (route: Route) => Promise<void> = (route) =>
    route.fulfill({ status: 404, json: { error: { code: "not_found", message: "" } } });
  await page.route("**/v1/billing/checkout", async (route) => {
    bodies.push(route.request().postDataJSON());
    await answer(route);
  });

  await page.goto(`/uk${PAYWALL}?currency=UAH`);
  // The card's one button (its name says "Opening checkout…" while it works).
  const button = planCard(page, "3 місяці").getByRole("button");
  await expect(button).toHaveText(t("choosePlan", "uk"));
  await button.click();
  await expect(planCard(page, "3 місяці").getByRole("alert")).toHaveText(t("errorUnavailable", "uk"));
  await expect(button).toBeEnabled();

  // The answer takes a while: pressing again meanwhile sends nothing more.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  answer = async (route) => {
    await held;
    await route.fulfill({ json: { checkoutId: "ck_1", url: "/uk/checkout/success?checkout=ck_1" } });
  };
  await button.click();
  await expect(button).toBeDisabled();
  await expect(button).toHaveText(t("opening", "uk"));
  await button.click({ force: true });
  release();
  await expect(page).toHaveURL(/\/uk\/checkout\/success\?checkout=ck_1$/);
  expect(bodies).toHaveLength(2);
  expect(bodies[1]).toEqual({
    planId: "courses-premium-3m",
    currency: "UAH",
    returnPath: `/uk${PAYWALL}?currency=UAH&plan=courses-premium-3m#courses-premium-3m`,
  });
});

test("purchase onboarding: one screen from an offer to checkout; an unknown plan goes to the paywall", async ({ page }) => {
  await page.goto("/en/purchase-onboarding?plan=courses-premium-1m&currency=USD");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("onboardingTitle"));
  await expect(page.getByRole("heading", { level: 2, name: message("en", "paywall.planNames.courses-premium-1m") })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(/Nothing to pay today\. On .+ we charge \$7\.49/);
  await expect(page.getByRole("heading", { name: t("trialTitle") })).toBeVisible();
  await expect(page.getByRole("button", { name: t("continueToCheckout") })).toBeEnabled();

  await page.goto("/en/purchase-onboarding?plan=no-such-plan");
  await expect(page).toHaveURL(`${E2E_ORIGIN}/en${PAYWALL}`);
});

test("the pricing pages render translated in uk and hi, with credits and the price per credit", async ({ page }) => {
  await page.goto("/uk/tutoring/pricing?currency=UAH");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("tutoringTitle", "uk"));
  await expect(page.getByRole("heading", { level: 2, name: t("packsTitle", "uk") })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(t("creditShort", "uk"));
  await expect(page.getByRole("link", { name: t("choosePlan", "uk") }).first()).toHaveAttribute(
    "href",
    "/uk/purchase-onboarding?plan=tutoring-4-credits&currency=UAH",
  );

  await page.goto("/hi/group-lessons/pricing?currency=INR");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("groupTitle", "hi"));
  await expect(page.getByRole("heading", { level: 3, name: message("hi", "paywall.planNames.group-lessons-1m") })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("₹");
  // The price a month once, big: no "every month" line saying it again under it.
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name: message("hi", "paywall.planNames.group-lessons-1m") }) });
  const withPrice = (key: string) =>
    new RegExp(
      message("hi", `paywall.${key}`)
        .split("{price}")
        .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, "\\$&"))
        .join(".+"),
    );
  await expect(card.getByText(withPrice("perMonth"))).toHaveCount(1);
  await expect(card.getByText(withPrice("everyOne"))).toHaveCount(0);
});

test("the success page says so clearly when the checkout is unknown", async ({ page, login }) => {
  await login();
  await page.goto("/en/checkout/success?checkout=00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("successTitle"));
  await expect(page.getByText(t("notFound"))).toBeVisible();
  await expect(page.getByRole("link", { name: t("backToPlans") })).toHaveAttribute("href", `/en${PAYWALL}`);
});

test("the success page keeps confirming a bounded time, offers a retry, then says what was bought and when the first charge is", async ({
  page,
  login,
}) => {
  await login();
  let status = "open";
  await page.route("**/v1/billing/checkouts/ck_2", (route) =>
    route.fulfill({
      json: {
        status,
        planId: "courses-premium-1m",
        kind: "subscription",
        subscriptionStatus: status === "complete" ? "trialing" : null,
        trialEndsAt: status === "complete" ? "2026-12-01T12:00:00.000Z" : null,
        amount: 749,
        currency: "USD",
      },
    }),
  );
  await page.clock.install();
  await page.goto("/en/checkout/success?checkout=ck_2");
  await expect(page.getByRole("status")).toHaveText(t("confirming"));
  const stillConfirming = page.getByText(t("stillConfirming"));
  await expect
    .poll(
      async () => {
        await page.clock.runFor(5_000);
        return stillConfirming.isVisible();
      },
      { timeout: 30_000 },
    )
    .toBe(true);

  status = "complete";
  await page.getByRole("button", { name: t("checkAgain") }).click();
  await expect(page.getByText(t("thanks").replace("{plan}", message("en", "paywall.planNames.courses-premium-1m")))).toBeVisible();
  await expect(
    page.getByText("Your free trial runs until December 1, 2026. Then we charge $7.49, unless you cancel before."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: t("goToProfile") })).toHaveAttribute("href", "/en/profile");
});

for (const locale of ["en", "uk", "hi"] as const) {
  test(`${locale}: the paywall, purchase onboarding and success pages pass axe`, async ({ page, login }) => {
    await login({ locale });
    for (const path of [
      PAYWALL,
      `${PAYWALL}?variant=freemium`,
      "/purchase-onboarding?plan=courses-premium-12m",
      "/checkout/success?checkout=unknown",
    ]) {
      await page.goto(`/${locale}${path}`);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (path.startsWith("/checkout")) await expect(page.getByText(t("notFound", locale))).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}

// The first-load budget (README, Performance): the gzip bytes of the scripts a page's HTML loads, as bench/run.mjs counts them.
test("the pages to buy load at most 150 KB of JavaScript (gzip) at first", async ({ request }) => {
  for (const path of [
    "/en/tutoring/pricing",
    "/en/group-lessons/pricing",
    `/en${PAYWALL}`,
    "/en/purchase-onboarding?plan=courses-premium-1m",
    "/en/checkout/success?checkout=x",
  ]) {
    const { gzipBytes, sources } = await firstLoadScriptBytes(request, path);
    console.log(`${path}: ${(gzipBytes / 1024).toFixed(1)} KB gzip in ${sources.length} scripts: ${sources.join(" ")}`);
    expect(gzipBytes, path).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
  }
});
