import { expect, test } from "./support/fixtures";
import { message } from "./support/messages";

test("the offline banner appears when the network goes and leaves when it is back", async ({ page, context }) => {
  await page.goto("/uk");
  const banner = page.getByText(message("uk", "network.offline"));
  await expect(banner).toHaveCount(0);
  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
});

test("the error boundary shows the translated message and a retry", async ({ page }) => {
  await page.goto("/en/e2e-error");
  await expect(page.getByRole("heading", { name: "Something went wrong." })).toBeVisible();
  const retry = page.getByRole("button", { name: message("en", "errors.tryAgain") });
  await expect(retry).toBeVisible();
  await retry.click();
  await expect(page.getByRole("heading", { name: "Something went wrong." })).toBeVisible();
  // The rest of the shell keeps working.
  await expect(page.getByRole("contentinfo")).toBeVisible();

  await page.goto("/uk/e2e-error");
  await expect(page.getByRole("heading", { name: message("uk", "errors.somethingWentWrong") })).toBeVisible();
});

test("the home page presents the offers and leads to sign-up", async ({ page }) => {
  await page.goto("/en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(message("en", "home.hero.title"));
  for (const key of ["courses", "tutoring", "groupLessons"]) {
    await expect(page.getByRole("heading", { level: 3, name: message("en", `home.offers.${key}.title`) })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: message("en", "home.hero.ctaPrimary") })).toHaveAttribute("href", "/en/sign-up");
  await expect(page.getByRole("heading", { name: message("en", "home.how.title") })).toBeVisible();

  await page.getByRole("navigation", { name: message("en", "nav.mainNavigation") }).getByRole("link", { name: "Tutors" }).click();
  await expect(page).toHaveURL(/\/en#tutoring$/);
  await expect(page.locator("#tutoring")).toBeInViewport();
});

test("public pages are cacheable and carry the security headers; probes answer", async ({ request }) => {
  const page = await request.get("/en/terms/refund");
  expect(page.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=3600, stale-while-revalidate=86400");
  expect(page.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(page.headers()["x-content-type-options"]).toBe("nosniff");
  expect(page.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(page.headers()["permissions-policy"]).toContain("geolocation=()");
  // HSTS is for APP_ENV=production (unit-tested); a local http instance must not send it.
  expect(page.headers()["strict-transport-security"]).toBeUndefined();
  expect(page.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);

  const redirect = await request.get("/", { maxRedirects: 0 });
  expect(redirect.status()).toBe(307);
  expect(redirect.headers()["cache-control"]).toBe("private, no-store");

  const health = await request.get("/healthz");
  expect(await health.json()).toEqual({ status: "ok" });
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toMatchObject({ status: "ok", checks: { database: "ok" } });
});

test.describe("at 320 px wide", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("header and footer fit, and the menu works with the keyboard", async ({ page }) => {
    await page.goto("/uk");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    const menuButton = page.getByRole("button", { name: message("uk", "nav.openMenu") });
    await expect(menuButton).toBeVisible();
    await menuButton.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: message("uk", "nav.mainNavigation") });
    await expect(menu.getByRole("link", { name: message("uk", "nav.contact") })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu.getByRole("link", { name: message("uk", "nav.contact") })).toBeHidden();
    await expect(menuButton).toBeFocused();

    await expect(page.getByRole("link", { name: message("uk", "nav.signIn") })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByRole("link", { name: message("uk", "legalLinks.privacyPolicy") })).toBeVisible();
    await expect(footer.getByRole("link", { name: "English" })).toBeVisible();
  });

  test("the first Tab reaches the skip link", async ({ page }) => {
    await page.goto("/en");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: message("en", "nav.skipToContent") })).toBeFocused();
  });
});
