import { expectNoAxeViolations } from "./support/axe";
import { FIRST_LOAD_BUDGET_BYTES, firstLoadScriptBytes } from "./support/first-load";
import { expect, test, type Page } from "./support/fixtures";
import { message } from "./support/messages";

/**
 * The built-in sandbox end to end: our checkout API, the sandbox's hosted pages, its signed
 * webhooks delivered by the job runner to our endpoint, and the entitlement that follows. The
 * success page belongs to another branch (wt-paywall): the URL and the API are asserted, not the page.
 */

const t = (key: string, locale = "en") => message(locale, `checkout.${key}`);

/** Calls /v1 from the page, as the app does: the id token of the signed-in session, X-Time-Location, JSON. */
async function api<T>(page: Page, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ path, body }) => {
      const { token } = (await (await fetch("/api/identity/token")).json()) as { token: string };
      const response = await fetch(path, {
        method: body === undefined ? "GET" : "POST",
        headers: { authorization: `Bearer ${token}`, "X-Time-Location": "Europe/Kyiv", "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as T };
    },
    { path, body },
  );
}

/** Signs in, opens a checkout for `planId` through our API and goes to the sandbox's page in `locale`. */
async function openCheckout(page: Page, login: (o?: { locale?: string }) => Promise<unknown>, planId: string, locale = "en") {
  await login({ locale });
  await page.goto(`/${locale}/profile`);
  const started = await api<{ checkoutId: string; url: string }>(page, "/v1/billing/checkout", { planId, currency: "USD" });
  expect(started.status).toBe(200);
  // The hosted page opens in the buyer's interface language.
  expect(new URL(started.body.url).pathname).toMatch(new RegExp(`^/${locale}/checkout/sandbox/cs_sbx_`));
  await page.goto(started.body.url);
  await expect(page.getByText(t("testModeBadge", locale), { exact: true })).toBeVisible();
  return started.body;
}

async function payWith(page: Page, number: string, locale = "en") {
  await page.getByLabel(t("cardNumber", locale)).fill(number);
  await page.getByLabel(t("expiryMonth", locale)).fill("12");
  await page.getByLabel(t("expiryYear", locale)).fill("40");
  await page.getByLabel(t("cvc", locale)).fill("123");
  await page
    .getByRole("button", { name: new RegExp(`^(${t("startTrial", locale)}|${t("pay", locale).replace("{amount}", ".*")})$`) })
    .click();
}

test("a trial with the success card: the success URL, then courses premium (trial) from the API", async ({ page, login }) => {
  const { checkoutId } = await openCheckout(page, login, "courses-premium-1m");
  await expect(page.getByTestId("test-cards")).toContainText("4242 4242 4242 4242");
  await payWith(page, "4242 4242 4242 4242");
  await page.waitForURL((url) => url.pathname === "/en/checkout/success" && url.searchParams.get("checkout") === checkoutId);
  // The webhook arrives through the job runner (jitter up to 5 s, then the worker's poll).
  await expect
    .poll(async () => (await api<{ status: string; subscriptionStatus?: string }>(page, `/v1/billing/checkouts/${checkoutId}`)).body, {
      timeout: 30_000,
    })
    .toMatchObject({ status: "complete", subscriptionStatus: "trialing" });
  const products = await api<{ category: string; type: string; status: string; trial: boolean }[]>(page, "/v1/billing/products/available");
  expect(products.body).toEqual([expect.objectContaining({ category: "self study", type: "courses_premium", status: "ok", trial: true })]);

  // Premium held: the paywall shows the plan and leads to switching it, and a second purchase is refused.
  await page.goto("/en/profile/payments-subscriptions/choose?currency=USD");
  await expect(page.getByTestId("paywall-owned")).toContainText(message("en", "paywall.ownedTitle"));
  await expect(page.getByRole("button", { name: message("en", "paywall.startTrial") })).toHaveCount(0);
  const oneMonth = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: "1 month" }) });
  await expect(oneMonth).toContainText(message("en", "paywall.currentPlan"));
  const twelveMonths = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: "12 months" }) });
  await expect(twelveMonths.getByRole("link", { name: message("en", "paywall.switchPlan") })).toHaveAttribute(
    "href",
    "/en/profile/settings/payments-subscriptions",
  );
  const again = await api<{ error: { code: string } }>(page, "/v1/billing/checkout", { planId: "courses-premium-12m", currency: "USD" });
  expect(again).toMatchObject({ status: 409, body: { error: { code: "already_subscribed" } } });
});

test("a declined card keeps the person on the checkout with the reason", async ({ page, login }) => {
  const { checkoutId } = await openCheckout(page, login, "tutoring-pack-5");
  await payWith(page, "4000 0000 0000 0002");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(t("declined.card_declined"));
  await expect(page).toHaveURL(/\/en\/checkout\/sandbox\/cs_sbx_/);
  expect((await api<{ status: string }>(page, `/v1/billing/checkouts/${checkoutId}`)).body.status).toBe("open");

  // An impossible month is said as such, on its field, and the typed expiry stays (the number and code never travel back).
  await page.getByLabel(t("cardNumber")).fill("4242 4242 4242 4242");
  await page.getByLabel(t("expiryMonth")).fill("13");
  await page.getByLabel(t("expiryYear")).fill("40");
  await page.getByLabel(t("cvc")).fill("123");
  await page.getByRole("button", { name: new RegExp(`^${t("pay").replace("{amount}", ".*")}$`) }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(t("declined.invalid_expiry_month"));
  await expect(page.getByLabel(t("expiryMonth"))).toHaveValue("13");
  await expect(page.getByLabel(t("expiryMonth"))).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel(t("expiryYear"))).toHaveValue("40");
  await expect(page.getByLabel(t("cardNumber"))).toHaveValue("");
  await expect(page.getByLabel(t("cardNumber"))).not.toHaveAttribute("aria-invalid", "true");
  expect(new URL(page.url()).search).not.toContain("4242");
});

test("the bank's confirmation: approve goes to the success URL and the checkout completes", async ({ page, login }) => {
  const { checkoutId } = await openCheckout(page, login, "tutoring-pack-5");
  await payWith(page, "4000 0025 0000 3155");
  await page.waitForURL(/\/en\/checkout\/sandbox\/authenticate\/pay_sbx_/);
  // No cards are listed at the bank's step, and the notice does not point to any.
  await expect(page.getByText(t("testModeNoticeShort"), { exact: true })).toBeVisible();
  await expect(page.getByTestId("test-cards")).toHaveCount(0);
  await page.getByRole("button", { name: t("authApprove") }).click();
  await page.waitForURL((url) => url.pathname === "/en/checkout/success" && url.searchParams.get("checkout") === checkoutId);
  await expect
    .poll(async () => (await api<{ status: string }>(page, `/v1/billing/checkouts/${checkoutId}`)).body.status, { timeout: 30_000 })
    .toBe("complete");
});

test("the bank's confirmation: deny goes back to the checkout with the reason, nothing charged", async ({ page, login }) => {
  const { checkoutId } = await openCheckout(page, login, "tutoring-pack-5");
  await payWith(page, "4000 0025 0000 3155");
  await page.waitForURL(/\/en\/checkout\/sandbox\/authenticate\/pay_sbx_/);
  await page.getByRole("button", { name: t("authDeny") }).click();
  await page.waitForURL(/\/en\/checkout\/sandbox\/cs_sbx_[^/]+\?declined=authentication_failed/);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(t("declined.authentication_failed"));
  expect((await api<{ status: string }>(page, `/v1/billing/checkouts/${checkoutId}`)).body.status).toBe("open");
});

for (const locale of ["en", "uk", "hi"]) {
  test(`the sandbox pages pass axe in ${locale}`, async ({ page, login }) => {
    await openCheckout(page, login, "tutoring-pack-10", locale);
    await expect(page.getByTestId("sandbox-amount")).toBeVisible();
    await expectNoAxeViolations(page);
    await payWith(page, "4000 0025 0000 3155", locale);
    await page.waitForURL(new RegExp(`/${locale}/checkout/sandbox/authenticate/pay_sbx_`));
    await expect(page.getByRole("button", { name: t("authApprove", locale) })).toBeEnabled();
    await expectNoAxeViolations(page);
  });
}

test("the hosted checkout and the confirmation step load at most 150 KB of JavaScript (gzip) at first", async ({ page, login }) => {
  await openCheckout(page, login, "tutoring-pack-5");
  const checkoutPath = new URL(page.url()).pathname;
  await payWith(page, "4000 0025 0000 3155");
  await page.waitForURL(/\/en\/checkout\/sandbox\/authenticate\/pay_sbx_/);
  for (const path of [checkoutPath, new URL(page.url()).pathname]) {
    const { gzipBytes, sources } = await firstLoadScriptBytes(page.request, path);
    console.log(`${path}: ${(gzipBytes / 1024).toFixed(1)} KB gzip in ${sources.length} scripts`);
    expect(sources.length, path).toBeGreaterThan(0);
    expect(gzipBytes, path).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
  }
});
