import { expect, test } from "./support/fixtures";
import { message } from "./support/messages";
import { uniqueEmail } from "./support/outbox";
import { uniqueClientAddress } from "./support/client-address";

/**
 * When a code cannot be sent (the mail server is down: the server side is tested against a real,
 * stopped SMTP server in delivery-failure.integration.test.ts), the person reads why, keeps what
 * they typed, and can send again.
 */
test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() } });

test("sign-up says the code could not be sent, keeps the form, and works on the retry", async ({ page }) => {
  const email = uniqueEmail("smtp-down");
  let refusals = 1;
  await page.route("**/api/identity/sign-up/email", async (route) => {
    if (refusals-- > 0) {
      await route.fulfill({
        status: 503,
        headers: { "retry-after": "60" },
        contentType: "application/json",
        body: JSON.stringify({ code: "MESSAGE_NOT_SENT", message: "message-not-sent" }),
      });
    } else {
      await route.continue();
    }
  });
  await page.goto("/de/sign-up");
  await page.getByLabel(message("de", "auth.name")).fill("Ada Learner");
  await page.getByLabel(message("de", "auth.email")).fill(email);
  await page.getByLabel(message("de", "auth.password"), { exact: true }).fill("river piano sunrise 42");
  await page.getByRole("button", { name: message("de", "auth.signUpButton") }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(message("de", "authErrors.message-not-sent"));
  await expect(page.getByLabel(message("de", "auth.email"))).toHaveValue(email);

  await page.getByRole("button", { name: message("de", "auth.signUpButton") }).click();
  await expect(page.getByRole("heading", { name: message("de", "auth.verifyTitle") })).toBeVisible();
});
