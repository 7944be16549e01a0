import { locales, type Locale } from "../../src/lib/i18n/locales";
import { expect, test, type Page } from "./support/fixtures";
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

test("the home page presents the offers and leads into the main funnel", async ({ page }) => {
  await page.goto("/en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(message("en", "home.hero.title"));
  for (const [key, href] of [
    ["courses", "/en/funnel/english-improve"],
    ["tutoring", "/en/online-english-tutors"],
    ["groupLessons", "/en/group-lessons"],
  ] as const) {
    await expect(page.getByRole("heading", { level: 3, name: message("en", `home.offers.${key}.title`) })).toBeVisible();
    await expect(page.getByRole("link", { name: message("en", `home.offers.${key}.cta`) })).toHaveAttribute("href", href);
  }
  await expect(page.getByRole("link", { name: message("en", "home.hero.ctaPrimary") })).toHaveAttribute(
    "href",
    "/en/funnel/english-improve",
  );
  await expect(page.getByRole("heading", { name: message("en", "home.how.title") })).toBeVisible();

  await page
    .getByRole("navigation", { name: message("en", "nav.mainNavigation") })
    .getByRole("link", { name: "Tutors" })
    .click();
  // The header leads to the marketing pages (decision record 0041).
  await expect(page).toHaveURL(/\/en\/online-english-tutors$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
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

  test("the header fits in every locale at 320 and 360 px (the longest sign-in label included)", async ({ page }) => {
    test.setTimeout(90_000);
    // At 360 px the brand's name shows too (below, the mark alone).
    for (const width of [320, 360]) {
      await page.setViewportSize({ width, height: 640 });
      for (const locale of locales) {
        await page.goto(`/${locale}/contact-us`);
        const header = page.locator("header[data-site-header]");
        await expect(header.getByRole("link", { name: message(locale, "nav.signIn") })).toBeVisible();
        const overflow = await header.evaluate((element) => element.scrollWidth - window.innerWidth);
        expect(overflow, `${locale} at ${width} px`).toBeLessThanOrEqual(0);
        const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(pageOverflow, `${locale} at ${width} px`).toBeLessThanOrEqual(0);
      }
    }
  });

  test("the first Tab reaches the skip link", async ({ page }) => {
    await page.goto("/en");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: message("en", "nav.skipToContent") })).toBeFocused();
  });
});

for (const width of [320, 360]) {
  test.describe(`the language menu at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 }, consentDecided: false });

    test("fits the screen and every row shows its name, in every locale (the cookie banner still open)", async ({ page }) => {
      test.setTimeout(120_000);
      for (const locale of locales) {
        await page.goto(`/${locale}`);
        await page.getByRole("banner").locator("summary").click();
        const list = page.getByRole("banner").getByRole("list", { name: message(locale, "nav.language") });
        await expect(list).toBeVisible();
        const box = (await list.boundingBox())!;
        expect(box.x, locale).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, locale).toBeLessThanOrEqual(width);

        const rows = list.getByRole("link");
        await expect(rows).toHaveCount(12);
        for (const row of await rows.all()) {
          await expect(row).toBeInViewport({ ratio: 1 });
          // Nothing covers the row's text (the cookie banner included), and the text is not clipped.
          const shown = await row.evaluate((link) => {
            const rect = link.getBoundingClientRect();
            const hit = document.elementFromPoint(rect.left + 16, rect.top + rect.height / 2);
            return {
              text: link.textContent?.trim() ?? "",
              onTop: hit !== null && link.contains(hit),
              clipped: link.scrollWidth > link.clientWidth,
              color: getComputedStyle(link).color,
              background: getComputedStyle(link).backgroundColor,
            };
          });
          expect(shown.text).not.toBe("");
          expect(shown.onTop, `${locale}: ${shown.text} is covered`).toBe(true);
          expect(shown.clipped, `${locale}: ${shown.text} is clipped`).toBe(false);
          expect(shown.color).not.toBe(shown.background);
        }
      }
    });
  });
}

test.describe("the cookie banner", () => {
  test.use({ consentDecided: false });

  const bannerOf = (page: Page, locale: Locale = "en") => page.getByRole("dialog", { name: message(locale, "consent.bannerTitle") });

  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 360, height: 740 },
  ]) {
    test(`stays clear of the hero buttons at ${viewport.width}×${viewport.height}, in every locale`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      for (const locale of locales) {
        await page.goto(`/${locale}`);
        const banner = bannerOf(page, locale);
        await expect(banner).toBeVisible();
        await expect(banner).toBeInViewport({ ratio: 1 });
        const bannerBox = (await banner.boundingBox())!;
        for (const key of ["ctaPrimary", "ctaSecondary"]) {
          const cta = page.getByRole("main").getByRole("link", { name: message(locale, `home.hero.${key}`) });
          if (locale === "en") await expect(cta).toBeInViewport({ ratio: 1 });
          const box = (await cta.boundingBox())!;
          const overlaps =
            box.x < bannerBox.x + bannerBox.width &&
            bannerBox.x < box.x + box.width &&
            box.y < bannerBox.y + bannerBox.height &&
            bannerBox.y < box.y + box.height;
          expect(overlaps, `${locale}: ${key} under the banner`).toBe(false);
        }
      }
    });
  }

  test("shows the site's 3 px focus ring, lets Tab leave, and Escape closes it without a choice", async ({ page, context }) => {
    const dnt: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/v1/dnt") && request.method() === "POST") dnt.push(request.url());
    });
    await page.goto("/en");
    const banner = bannerOf(page);
    await expect(banner).toBeVisible();
    await expect(banner).not.toHaveAttribute("aria-modal", "true");
    // The library focuses its box once the opening transition ends; act after that, not during it.
    await expect.poll(() => page.evaluate(() => document.getElementById("cc-main")?.contains(document.activeElement) ?? false)).toBe(true);

    const accept = banner.getByRole("button", { name: message("en", "consent.acceptAll") });
    await accept.focus();
    // Keyboard focus: move away and back so :focus-visible applies.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(accept).toBeFocused();
    const ring = await accept.evaluate((button) => {
      const style = getComputedStyle(button);
      return { width: style.outlineWidth, style: style.outlineStyle };
    });
    expect(ring).toEqual({ width: "3px", style: "solid" });

    // Tab from the banner's last control leaves the banner (no focus trap: the page is not dimmed).
    const focusables = banner.locator("a[href], button");
    await focusables.last().focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.getElementById("cc-main")?.contains(document.activeElement) ?? false)).toBe(false);
    // And Shift+Tab from its first control too.
    await focusables.first().focus();
    await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => document.getElementById("cc-main")?.contains(document.activeElement) ?? false)).toBe(false);

    // Escape closes it without recording a choice; focus leaves it; it asks again on the next page.
    await accept.focus();
    await page.keyboard.press("Escape");
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => document.getElementById("cc-main")?.contains(document.activeElement) ?? false)).toBe(false);
    expect((await context.cookies()).find((cookie) => cookie.name === "lingora_consent")).toBeUndefined();
    await page.goto("/en/contact-us");
    await expect(bannerOf(page)).toBeVisible();
    expect(dnt).toEqual([]);
  });
});
