import { expect, test } from "./support/fixtures";
import { legalDocuments } from "../../src/features/legal/model/documents";
import { locales } from "../../src/lib/i18n/locales";
import { message } from "./support/messages";

test.describe("locale negotiation", () => {
  test("redirects / by Accept-Language and remembers the choice in NEXT_LOCALE", async ({ browser }) => {
    const context = await browser.newContext({ locale: "uk-UA" });
    const page = await context.newPage();
    await page.goto("/");
    expect(new URL(page.url()).pathname).toBe("/uk");
    await expect(page.locator("html")).toHaveAttribute("lang", "uk");
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "NEXT_LOCALE")?.value).toBe("uk");
    await context.close();
  });

  test("the cookie wins over Accept-Language; unprefixed paths keep their query", async ({ browser }) => {
    const context = await browser.newContext({ locale: "de-DE" });
    await context.addCookies([{ name: "NEXT_LOCALE", value: "fr", url: "http://localhost:3100" }]);
    const page = await context.newPage();
    await page.goto("/contact-us?ref=newsletter");
    expect(page.url()).toBe("http://localhost:3100/fr/contact-us?ref=newsletter");
    await context.close();
  });

  test("falls back to English without any signal", async ({ browser }) => {
    const context = await browser.newContext({ locale: "ja-JP" });
    const page = await context.newPage();
    await page.goto("/");
    expect(new URL(page.url()).pathname).toBe("/en");
    await context.close();
  });

  test("matches locale segments case-insensitively", async ({ page }) => {
    await page.goto("/ES-419/contact-us");
    expect(new URL(page.url()).pathname).toBe("/es-419/contact-us");
    await page.goto("/Uk");
    expect(new URL(page.url()).pathname).toBe("/uk");
  });

  test("a legal document keeps the interface language in every locale and says its text is English", async ({ page, request }) => {
    for (const locale of locales.filter((candidate) => candidate !== "en")) {
      for (const path of ["/terms", ...legalDocuments.map((doc) => `/terms/${doc.slug}`)]) {
        const response = await request.get(`/${locale}${path}`, { maxRedirects: 0 });
        expect(response.status(), `/${locale}${path}`).toBe(200);
      }
    }

    await page.goto("/hi/terms/refund");
    expect(new URL(page.url()).pathname).toBe("/hi/terms/refund");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(message("hi", "legalLinks.refund"));
    await expect(page.getByRole("navigation", { name: message("hi", "nav.mainNavigation") }).first()).toBeAttached();
    await expect(page.getByRole("note")).toHaveText(message("hi", "legal.englishOnlyNote"));
    await expect(page.getByRole("main").locator('[lang="en"]')).toContainText("Refund");
    // Its links stay in Hindi too.
    await expect(page.getByRole("main").getByRole("link", { name: "Subscription Terms" }).first()).toHaveAttribute(
      "href",
      "/hi/terms/subscription-terms",
    );
    await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute("href", "http://localhost:3100/hi/terms/refund");
  });

  test("the switcher keeps the path and query, by mouse and by keyboard", async ({ page, context }) => {
    await page.goto("/en/terms/privacy-policy?ref=abc");
    await page.getByRole("banner").locator("summary").click();
    await page.getByRole("link", { name: "Українська" }).first().click();
    await expect(page).toHaveURL("http://localhost:3100/uk/terms/privacy-policy?ref=abc");
    await expect(page.locator("html")).toHaveAttribute("lang", "uk");
    expect((await context.cookies()).find((c) => c.name === "NEXT_LOCALE")?.value).toBe("uk");

    await page.getByRole("banner").locator("summary").focus();
    await page.keyboard.press("Enter");
    const spanish = page.getByRole("banner").getByRole("link", { name: "Español", exact: true });
    await spanish.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("http://localhost:3100/es/terms/privacy-policy?ref=abc");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(message("es", "legalLinks.privacyPolicy"));
  });

  test("pages carry translated meta description and Open Graph tags", async ({ page }) => {
    await page.goto("/uk");
    await expect(page).toHaveTitle(`${message("uk", "home.title")} · Lingora`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", message("uk", "home.hero.subtitle"));
    await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute("content", `${message("uk", "home.title")} · Lingora`);
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute("content", "Lingora");
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", "http://localhost:3100/uk");
    await page.goto("/en/contact-us");
    await expect(page).toHaveTitle("Contact us · Lingora");
  });
});
