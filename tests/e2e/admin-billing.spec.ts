import { createUser, givePayment, makeAdmin } from "../../db/factories";
import { expectNoAxeViolations } from "./support/axe";
import { uniqueClientAddress } from "./support/client-address";
import { queryE2EDatabase } from "./support/database";
import { expect, test } from "./support/fixtures";
import { message } from "./support/messages";

// This file acts from its own client address (sign-up is rate-limited per address).
test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() } });

const t = (key: string, locale = "en") => message(locale, `adminBilling.${key}`);

test("/admin/billing answers anyone but an admin with the ordinary 404 page", async ({ page, login }) => {
  for (const path of ["/en/admin/billing", "/hi/admin/billing?q=someone@example.com"]) {
    expect((await page.goto(path))?.status(), `signed out: ${path}`).toBe(404);
  }
  await login();
  for (const path of ["/en/admin/billing", "/uk/admin/billing?q=someone@example.com"]) {
    expect((await page.goto(path))?.status(), `not an admin: ${path}`).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(message(path.slice(1, 3), "errors.notFoundTitle"));
  }
});

test("an admin looks a person up, grants credits with a reason (ledger and audit row), and a refund the provider cannot make is refused clearly", async ({
  page,
  db,
  login,
}) => {
  test.setTimeout(90_000);
  const admin = await login({ name: "Billing Admin" });
  await makeAdmin(db, admin.id);
  const person = await createUser(db, { name: "Paying Person" });
  // A receipt the running sandbox never issued (no test-only routes make one there): the refund path must say so.
  const payment = await givePayment(db, person.id, { amount: 1499, currency: "USD" });

  await page.goto("/en/admin/billing");
  await expect(page.getByRole("heading", { level: 1, name: t("title") })).toBeVisible();
  await page.getByLabel(t("lookupLabel")).fill("nobody-here@example.com");
  await page.getByRole("button", { name: t("lookupButton") }).click();
  await expect(page.getByRole("alert").filter({ hasText: t("notFound") })).toBeVisible();

  await page.getByLabel(t("lookupLabel")).fill(person.email.toUpperCase());
  await page.getByRole("button", { name: t("lookupButton") }).click();
  await expect(page.getByRole("heading", { level: 2, name: t("personTitle") })).toBeVisible();
  await expect(page.getByText(person.id, { exact: true })).toBeVisible();
  await expect(page.getByText(t("noLedger"))).toBeVisible();

  // Grant: without a reason the browser keeps the form; with one, the ledger and the audit log show it.
  const grant = page.getByRole("form", { name: t("grantTitle") });
  await grant.getByLabel(t("credits")).fill("4");
  await grant.getByLabel(t("reason")).fill("Goodwill after the outage");
  await grant.getByRole("button", { name: t("grantButton") }).click();
  await expect(grant.getByRole("status")).toHaveText(t("outcomes.granted"));
  await expect(page.getByText(message("en", "adminBilling.balance").replace("{shown}", "4"))).toBeVisible();
  const ledger = page.getByRole("table", { name: t("ledgerTitle") });
  await expect(ledger.getByRole("row").filter({ hasText: "Goodwill after the outage" })).toContainText("grant");
  const audit = page.getByRole("table", { name: t("auditTitle") });
  const auditRow = audit.getByRole("row").filter({ hasText: "Goodwill after the outage" });
  await expect(auditRow).toContainText(t("actions.grant_credits"));
  await expect(auditRow).toContainText(admin.email);
  expect(await queryE2EDatabase("select action, reason from billing_audit_log where user_id = $1", [person.id])).toEqual([
    { action: "grant_credits", reason: "Goodwill after the outage" },
  ]);

  // Refund: the sandbox does not know this payment; nothing is refunded and the form keeps what was typed.
  const receipt = t("receiptNumber").replace("{number}", String(payment.receiptNumber).padStart(6, "0"));
  const payments = page.getByRole("table", { name: t("paymentsTitle") });
  const row = payments.getByRole("row").filter({ hasText: receipt });
  await row.getByText(t("refundSummary").replace("{receipt}", receipt)).click();
  const refund = row.getByRole("form");
  await refund.getByLabel(t("reason")).fill("Charged twice");
  await refund.getByRole("button", { name: t("refundButton") }).click();
  await expect(refund.getByRole("status")).toHaveText(t("errors.unknownAtProvider"));
  await expect(refund.getByLabel(t("reason"))).toHaveValue("Charged twice");
  expect(await queryE2EDatabase("select refunded_amount from payments where id = $1", [payment.id])).toEqual([{ refunded_amount: 0 }]);
  await page.screenshot({ path: "test-results/admin-billing-en.png", fullPage: true });

  for (const locale of ["en", "uk", "hi"]) {
    await page.goto(`/${locale}/admin/billing?q=${encodeURIComponent(person.email)}`);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.getByRole("heading", { level: 1, name: t("title", locale) })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: t("auditTitle", locale) })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
