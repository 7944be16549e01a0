import { contactMessagesFrom } from "../../db/factories";
import { marketingPages } from "../../src/features/marketing";
import { expectNoAxeViolations } from "./support/axe";
import { FIRST_LOAD_BUDGET_BYTES, firstLoadScriptBytes } from "./support/first-load";
import { uniqueClientAddress } from "./support/client-address";
import { E2E_ORIGIN, expect, test } from "./support/fixtures";
import { marketingContent, marketingCopy } from "./support/marketing";
import { message } from "./support/messages";

// This file acts from its own client address (the lead form is rate-limited per address).
test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() } });

// pages.spec.ts renders every marketing page in en, uk, es-419 and hi with its alternates and axe;
// here: what a marketing page promises (its structured data, its way into the product) and how it behaves.
for (const info of marketingPages) {
  test(`${info.path}: one h1 in en and uk, FAQ structured data from the page's own questions, a unique title`, async ({ page }) => {
    for (const locale of ["en", "uk"] as const) {
      const copy = marketingCopy(info.slug, locale);
      expect((await page.goto(`/${locale}${info.path}`))?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.hero.title);
      await expect(page).toHaveTitle(`${copy.title} · Lingora`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", copy.description);
      const data = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "null") as Record<string, unknown>));
      const faq = data.find((item) => item["@type"] === "FAQPage") as { mainEntity: { name: string }[] } | undefined;
      expect(faq?.mainEntity.map((question) => question.name)).toEqual(copy.faq.items.map((item) => item.question));
      await expect(page.getByRole("heading", { level: 3, name: copy.faq.items[0]!.question })).toBeVisible();
      expect(data.some((item) => item["@type"] === "BreadcrumbList")).toBe(true);
    }
  });
}

test("every marketing page stays within the first-load budget (no form code it does not render)", async ({ request }) => {
  const measured: Array<{ path: string; gzipBytes: number }> = [];
  for (const info of marketingPages) {
    const { gzipBytes, sources } = await firstLoadScriptBytes(request, `/en${info.path}`);
    expect(sources.length, info.path).toBeGreaterThan(0);
    measured.push({ path: info.path, gzipBytes });
  }
  for (const { path, gzipBytes } of measured)
    expect(gzipBytes, `${path}: ${JSON.stringify(measured)}`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
});

test("a marketing page's call to action leads into the funnel it names", async ({ page }) => {
  const copy = marketingCopy("learn-english-online", "uk");
  await page.goto("/uk/learn-english-online");
  await page.getByRole("link", { name: copy.hero.cta }).first().click();
  // The funnel's page (which then names its first screen in the address).
  await expect(page).toHaveURL((url) => url.origin === E2E_ORIGIN && url.pathname === `/uk${marketingContent("learn-english-online").cta}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

/** The document head's alternate link for a locale (the language menu's links carry hreflang too). */
const alternate = (locale: string) => new RegExp(`<link rel="alternate" hrefLang="${locale}"`, "i");

test("a secondary locale serves the marketing pages it publishes and sends the others to English, out of its alternates", async ({
  request,
}) => {
  // Table-driven over marketingPages: the expectation follows each page's own locales.
  for (const info of marketingPages) {
    const response = await request.get(`/de${info.path}`, { maxRedirects: 0 });
    if (info.locales.includes("de")) {
      expect(response.status(), info.path).toBe(200);
      const html = await response.text();
      expect(html, info.path).toMatch(/<html[^>]*\slang="de"/);
      expect(html, info.path).toMatch(alternate("de"));
    } else {
      expect(response.status(), info.path).toBe(307);
      expect(new URL(response.headers()["location"]!, E2E_ORIGIN).pathname, info.path).toBe(`/en${info.path}`);
      const english = await (await request.get(`/en${info.path}`)).text();
      expect(english, info.path).not.toMatch(alternate("de"));
      expect(english, info.path).toMatch(alternate("uk"));
    }
  }
});

test("the footer links the marketing pages, each in the reader's locale where it is published", async ({ page }) => {
  await page.goto("/fr");
  const footer = page.getByRole("contentinfo");
  const link = footer.getByRole("link", { name: message("fr", "marketing.links.learn-english-online") });
  await expect(link).toHaveAttribute("href", "/fr/learn-english-online");
  await page.goto("/tr");
  for (const info of marketingPages) {
    const expected = info.locales.includes("tr") ? `/tr${info.path}` : `/en${info.path}`;
    await expect(footer.getByRole("link", { name: message("tr", `marketing.links.${info.slug}`), exact: true })).toHaveAttribute(
      "href",
      expected,
    );
  }
});

test.describe("at 360 px wide", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("a marketing page fits the screen, shows its call to action, and passes axe", async ({ page }) => {
    const copy = marketingCopy("learn-english-online", "el");
    await page.goto("/el/learn-english-online");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.hero.title);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole("link", { name: copy.hero.cta }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test("the business page's lead form says what is missing, then stores the lead with the contact messages", async ({ page, db }) => {
  const strings = (key: string) => message("en", `businessLead.${key}`);
  const email = `lead.${Date.now()}@example.com`;
  await page.goto("/en/page/lingora-for-business");
  // The hero's call to action leads to the form on the same page.
  await page
    .getByRole("link", { name: marketingCopy("lingora-for-business", "en").hero.cta })
    .first()
    .click();
  await expect(page).toHaveURL(/#lead-form$/);

  const send = page.getByRole("button", { name: strings("send") });
  await send.click();
  await expect(page.getByText(strings("errorSummary"))).toBeVisible();
  await expect(page.getByText(strings("errors.companyRequired"))).toBeVisible();
  await expect(page.getByLabel(strings("name"))).toBeFocused();

  await page.getByLabel(strings("name")).fill("Olena Business");
  await page.getByLabel(strings("email")).fill("not-an-email");
  await page.getByLabel(strings("company")).fill("Acme Logistics");
  await page.getByLabel(strings("teamSize")).selectOption("11-50");
  await page.getByLabel(strings("message")).fill("Our support team writes to clients in English every day.");
  await send.click();
  // The server's check: the address is refused, and what was typed stays.
  await expect(page.getByText(strings("errors.emailInvalid"))).toBeVisible();
  await expect(page.getByLabel(strings("company"))).toHaveValue("Acme Logistics");

  await page.getByLabel(strings("email")).fill(email);
  await send.click();
  await expect(page.getByRole("heading", { name: strings("successTitle") })).toBeFocused();
  expect(await contactMessagesFrom(db, email)).toEqual([
    {
      name: "Olena Business",
      topic: "business",
      message: "Company: Acme Logistics\nTeam size: 11-50\n\nOur support team writes to clients in English every day.",
      locale: "en",
    },
  ]);
});

test("with scripts off, the lead and contact forms post (nothing typed goes into the address) and say they need JavaScript", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, form] of [
    ["/en/page/lingora-for-business", "#lead-form form"],
    ["/uk/contact-us", "main form"],
  ] as const) {
    const html = await (await page.goto(path))!.text();
    await expect(page.locator(form)).toHaveAttribute("method", "post");
    const locale = path.startsWith("/uk") ? "uk" : "en";
    // The note is in the document's <noscript> (Chromium with script execution turned off, as
    // Playwright does it, does not draw <noscript>; a browser with scripts disabled does).
    const note = /<noscript><p[^>]*>([^<]*)<\/p><\/noscript>/.exec(html)?.[1];
    expect(note).toBe(message(locale, "contact.needsJavaScript"));
  }
  await context.close();
});

test("the business page with its form passes axe, in English and in Ukrainian", async ({ page }) => {
  for (const locale of ["en", "uk"] as const) {
    await page.goto(`/${locale}/page/lingora-for-business`);
    await expect(page.getByRole("heading", { level: 2, name: message(locale, "businessLead.title") })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
