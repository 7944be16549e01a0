import { expectNoAxeViolations } from "./support/axe";
import { uniqueClientAddress } from "./support/client-address";
import { queryE2EDatabase } from "./support/database";
import { expect, test, type Page } from "./support/fixtures";
import { message } from "./support/messages";
import { codeFromOutbox, uniqueEmail } from "./support/outbox";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() } });

async function signUp(page: Page, email: string) {
  await page.goto("/en/sign-up");
  await page.getByLabel(message("en", "auth.name")).fill("Ops Person");
  await page.getByLabel(message("en", "auth.email")).fill(email);
  await page.getByLabel(message("en", "auth.password"), { exact: true }).fill("river piano sunrise 42");
  const started = new Date(Date.now() - 1000);
  await page.getByRole("button", { name: message("en", "auth.signUpButton") }).click();
  await page.getByLabel(message("en", "auth.code")).fill(await codeFromOutbox(email, started));
  await page.getByRole("button", { name: message("en", "auth.verifyButton") }).click();
  await expect(page).toHaveURL(/\/en$/);
}

test("the admin pages are for admins only; an admin changes a flag and reads events", async ({ page }) => {
  const email = uniqueEmail();
  await signUp(page, email);
  const notFound = await page.goto("/en/admin/flags");
  expect(notFound?.status()).toBe(404);

  // Only the command-line script grants the role; here the database stands in for it.
  await queryE2EDatabase("update \"user\" set role = 'admin' where email = $1", [email]);
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
  expect(await queryE2EDatabase<{ value: string; updated_by: string }>("select value, updated_by from feature_flag_overrides where flag_key = 'sandbox'")).toEqual([
    { value: "treatment", updated_by: email },
  ]);
  await page.reload();
  await expect(page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "sandbox", exact: true }) }).getByText('"treatment"').first()).toBeVisible();
  await page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "sandbox", exact: true }) })
    .getByRole("button", { name: message("en", "admin.clearOverride") })
    .click();
  await expect.poll(() => queryE2EDatabase("select 1 from feature_flag_overrides where flag_key = 'sandbox'")).toEqual([]);

  await queryE2EDatabase(
    "insert into analytics_events (event_type, source, user_id, event_time, event_properties) values ('admin_probe', 'server', $1, now(), '{\"n\":1}')",
    [email],
  );
  await page.goto("/en/admin/events");
  await page.getByLabel(message("en", "admin.eventType")).fill("admin_probe");
  await page.getByLabel(message("en", "admin.userOrDevice")).fill(email);
  await page.getByRole("button", { name: message("en", "admin.applyFilters") }).click();
  await expect(page).toHaveURL(/eventType=admin_probe/);
  await expect(page.getByRole("cell", { name: "admin_probe" })).toHaveCount(1);
  await expectNoAxeViolations(page);

  // Back to a plain user: the pages close at once.
  await queryE2EDatabase("update \"user\" set role = 'user' where email = $1", [email]);
  expect((await page.goto("/en/admin/events"))?.status()).toBe(404);
});
