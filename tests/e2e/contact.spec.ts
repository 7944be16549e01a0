import { expect, test } from "./support/fixtures";
import { queryE2EDatabase } from "./support/database";
import { message } from "./support/messages";
import { uniqueClientAddress } from "./support/client-address";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() } });

test("the contact form shows per-field errors, survives a failed submit, and sends", async ({ page }) => {
  await page.goto("/en/contact-us");
  const send = page.getByRole("button", { name: message("en", "contact.send") });

  // Bad input: nothing is sent, each field says what is wrong, focus goes to the first one.
  await page.getByLabel(message("en", "contact.email")).fill("not-an-email");
  await send.click();
  await expect(page.getByText(message("en", "contact.errorSummary"))).toBeVisible();
  await expect(page.getByText(message("en", "contact.errors.nameRequired"))).toBeVisible();
  await expect(page.getByText(message("en", "contact.errors.emailInvalid"))).toBeVisible();
  await expect(page.getByText(message("en", "contact.errors.topicRequired"))).toBeVisible();
  await expect(page.getByText(message("en", "contact.errors.messageRequired"))).toBeVisible();
  await expect(page.getByLabel(message("en", "contact.name"))).toBeFocused();
  await expect(page.getByLabel(message("en", "contact.name"))).toHaveAttribute("aria-invalid", "true");

  const unique = `E2E ${Date.now()}`;
  await page.getByLabel(message("en", "contact.name")).fill(unique);
  await page.getByLabel(message("en", "contact.email")).fill("ada@example.com");
  await page.getByLabel(message("en", "contact.topic")).selectOption("tutoring");
  const text = "Can I book a trial lesson with a tutor this week?";
  await page.getByLabel(message("en", "contact.message")).fill(text);

  // A failed submit keeps everything the visitor typed.
  await page.route("**/api/contact-messages", (route) => route.abort("failed"));
  await send.click();
  await expect(page.getByText(message("en", "contact.failed"))).toBeVisible();
  await expect(page.getByLabel(message("en", "contact.name"))).toHaveValue(unique);
  await expect(page.getByLabel(message("en", "contact.email"))).toHaveValue("ada@example.com");
  await expect(page.getByLabel(message("en", "contact.topic"))).toHaveValue("tutoring");
  await expect(page.getByLabel(message("en", "contact.message"))).toHaveValue(text);

  // A good submit is confirmed and stored in PostgreSQL.
  await page.unroute("**/api/contact-messages");
  await send.click();
  await expect(page.getByRole("heading", { name: message("en", "contact.successTitle") })).toBeVisible();
  await expect(page.getByText("ada@example.com")).toBeVisible();
  const rows = await queryE2EDatabase<{ topic: string; message: string; locale: string }>(
    "select topic, message, locale from contact_messages where name = $1",
    [unique],
  );
  expect(rows).toEqual([{ topic: "tutoring", message: text, locale: "en" }]);
});

test("the confirmation is translated", async ({ page }) => {
  await page.goto("/uk/contact-us");
  await page.getByLabel(message("uk", "contact.name")).fill("Олена");
  await page.getByLabel(message("uk", "contact.email")).fill("olena@example.com");
  await page.getByLabel(message("uk", "contact.topic")).selectOption("billing");
  await page.getByLabel(message("uk", "contact.message")).fill("Як змінити спосіб оплати підписки?");
  await page.getByRole("button", { name: message("uk", "contact.send") }).click();
  await expect(page.getByRole("heading", { name: message("uk", "contact.successTitle") })).toBeVisible();
  await expect(page.getByRole("heading", { name: message("uk", "contact.successTitle") })).toBeFocused();
  const rows = await queryE2EDatabase<{ locale: string }>("select locale from contact_messages where email = $1", ["olena@example.com"]);
  expect(rows.map((r) => r.locale)).toContain("uk");
});

test("on a phone the confirmation takes the focus and is scrolled into view", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto("/en/contact-us");
  await page.getByLabel(message("en", "contact.name")).fill("Phone Person");
  await page.getByLabel(message("en", "contact.email")).fill("phone.person@example.com");
  await page.getByLabel(message("en", "contact.topic")).selectOption("general");
  await page.getByLabel(message("en", "contact.message")).fill("Sent from a small screen, the send button far below the top.");
  await page.getByRole("button", { name: message("en", "contact.send") }).click();
  const heading = page.getByRole("heading", { name: message("en", "contact.successTitle") });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
});
