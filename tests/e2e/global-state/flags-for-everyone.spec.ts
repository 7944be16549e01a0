import { makeAdmin, recordServerEvent, revokeAdmin } from "../../../db/factories";
import { expectNoAxeViolations } from "../support/axe";
import { uniqueClientAddress } from "../support/client-address";
import { queryE2EDatabase } from "../support/database";
import { expect, test } from "../support/fixtures";
import { message } from "../support/messages";

/**
 * The global-state project (playwright.config.ts): these tests change what every visitor gets
 * (a flag override for everyone), so they run after the parallel project, one at a time.
 */
test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() } });

test("the admin pages are for admins only; an admin changes a flag and reads events", async ({ page, db, login }) => {
  const { id: userId, email } = await login({ name: "Ops Person" });
  const notFound = await page.goto("/en/admin/flags");
  expect(notFound?.status()).toBe(404);

  // Only the command-line script grants the role; here its factory twin stands in for it.
  await makeAdmin(db, userId);
  await page.goto("/en/admin/flags");
  await expect(page.getByRole("heading", { level: 1, name: message("en", "admin.flagsTitle") })).toBeVisible();
  await expectNoAxeViolations(page);

  const sandbox = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "sandbox", exact: true }) });
  const overrideInput = sandbox.getByLabel(message("en", "admin.overrideValue"));
  // Bad input: the flag takes strings; the form says why and keeps what was typed.
  await overrideInput.fill("42");
  await sandbox.getByRole("button", { name: message("en", "admin.saveOverride") }).click();
  await expect(sandbox.getByRole("status").filter({ hasText: message("en", "admin.failed") })).toBeVisible();
  await expect(overrideInput).toHaveValue("42");
  expect(await queryE2EDatabase("select 1 from feature_flag_overrides where flag_key = 'sandbox'")).toEqual([]);

  await overrideInput.fill('"treatment"');
  await sandbox.getByRole("button", { name: message("en", "admin.saveOverride") }).click();
  await expect(sandbox.getByRole("status").filter({ hasText: message("en", "admin.saved") })).toBeVisible();
  expect(
    await queryE2EDatabase<{ value: string; updated_by: string }>(
      "select value, updated_by from feature_flag_overrides where flag_key = 'sandbox'",
    ),
  ).toEqual([{ value: "treatment", updated_by: email }]);
  await page.reload();
  await expect(
    page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "sandbox", exact: true }) })
      .getByText('"treatment"')
      .first(),
  ).toBeVisible();
  await page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "sandbox", exact: true }) })
    .getByRole("button", { name: message("en", "admin.clearOverride") })
    .click();
  await expect.poll(() => queryE2EDatabase("select 1 from feature_flag_overrides where flag_key = 'sandbox'")).toEqual([]);

  // A global override renders from the first paint: the admin change regenerates the pages.
  const newYear = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "new_year_ui", exact: true }) });
  await newYear.getByLabel(message("en", "admin.overrideValue")).fill("true");
  await newYear.getByRole("button", { name: message("en", "admin.saveOverride") }).click();
  await expect(newYear.getByRole("status").filter({ hasText: message("en", "admin.saved") })).toBeVisible();
  try {
    await expect
      .poll(async () => /<html[^>]*data-ui-theme="new-year"/.test(await (await page.request.get("/en/terms")).text()), { timeout: 15_000 })
      .toBe(true);
  } finally {
    await page.goto("/en/admin/flags");
    await page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "new_year_ui", exact: true }) })
      .getByRole("button", { name: message("en", "admin.clearOverride") })
      .click();
    await expect.poll(() => queryE2EDatabase("select 1 from feature_flag_overrides where flag_key = 'new_year_ui'")).toEqual([]);
  }

  await recordServerEvent(db, { type: "admin_probe", userId: email, properties: { n: 1 } });
  await page.goto("/en/admin/events");
  await page.getByLabel(message("en", "admin.eventType")).fill("admin_probe");
  await page.getByLabel(message("en", "admin.userOrDevice")).fill(email);
  await page.getByRole("button", { name: message("en", "admin.applyFilters") }).click();
  await expect(page).toHaveURL(/eventType=admin_probe/);
  await expect(page.getByRole("cell", { name: "admin_probe" })).toHaveCount(1);
  await expectNoAxeViolations(page);

  // Back to a plain user: the pages close at once.
  await revokeAdmin(db, userId);
  expect((await page.goto("/en/admin/events"))?.status()).toBe(404);
});
