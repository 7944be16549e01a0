import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./support/fixtures";
import { legalDocuments } from "../../src/features/legal/model/documents";
import { WORD_PAGE_KINDS } from "../../src/features/words/model/word-kinds";
import type { Locale } from "../../src/lib/i18n";
import { isPublishedIn, localesForPage, type PageEntry } from "../../src/lib/pages";
import { pages } from "../../src/server/pages";
import { expectNoAxeViolations } from "./support/axe";
import { uniqueClientAddress } from "./support/client-address";
import { makeAdmin } from "../../db/factories";
import { marketingCopy, marketingPageAt } from "./support/marketing";
import { message } from "./support/messages";

// This file acts from its own client address (sign-up is rate-limited per address).
test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() } });

const LOCALES: Locale[] = ["en", "uk", "es-419", "hi"];
/**
 * axe runs on every page in English (the source) and in Hindi (a secondary locale in another
 * script, where untranslated pages fall back to English). A page's structure, names and contrast
 * do not change with its language; what does (lang, headings, titles, alternates) is checked in
 * every locale.
 */
const AXE_LOCALES = new Set<Locale>(["en", "hi"]);

/** The free-for-Ukraine programme's heading in its content file (read at run time: Playwright loads no JSON modules). */
const programmeHeading = (locale: Locale) =>
  (JSON.parse(readFileSync(path.join(process.cwd(), "content", "free-for-ukraine", `${locale}.json`), "utf8")) as { heading: string })
    .heading;

/** The page's h1 where it is not the registered title: the home page's hero, a legal document's name. */
function pagesOf(entry: PageEntry): Array<{ path: string; heading: (locale: Locale) => string }> {
  if (entry.pattern === "/") return [{ path: "/", heading: (l) => message(l, "home.hero.title") }];
  if (entry.pattern === "/terms/[document]") {
    return legalDocuments.map((doc) => ({ path: `/terms/${doc.slug}`, heading: (l) => message(l, `legalLinks.${doc.messageKey}`) }));
  }
  if (entry.pattern === "/free-for-ukraine") return [{ path: entry.pattern, heading: programmeHeading }];
  const marketing = marketingPageAt(entry.pattern);
  if (marketing) return [{ path: entry.pattern, heading: (l) => marketingCopy(marketing.slug, l).hero.title }];
  // A confusing-word pair and a quiz (decision record 0042): their titles are their own.
  if (entry.pattern === "/confusing-words/[slug]") {
    const title = (l: Locale) => message(l, "words.guides.pairTitle").replace("{first}", "its").replace("{second}", "it's");
    return [{ path: "/confusing-words/its-vs-it-s", heading: title }];
  }
  if (entry.pattern === "/quiz/[slug]") {
    const quiz = JSON.parse(readFileSync("content/quizzes/homophones-their-there-your-its.json", "utf8")) as { title: string };
    return [{ path: "/quiz/homophones-their-there-your-its", heading: () => quiz.title }];
  }
  // A word's own pages (decision record 0039) are checked in word-pages.spec.ts; their index pages here.
  if (WORD_PAGE_KINDS.some((kind) => entry.pattern.startsWith(`/${kind}/[`))) return [];
  const title = entry.metadata?.title;
  if (entry.pattern.includes("[") || !title) throw new Error(`pages.spec.ts: say which paths and heading ${entry.pattern} has`);
  return [{ path: entry.pattern, heading: (l) => message(l, title) }];
}

/** The public marketing pages: the registry's sitemap pages, each of their paths. */
const PAGES = pages.filter((entry) => entry.sitemap).flatMap(pagesOf);

for (const locale of LOCALES) {
  for (const page of PAGES) {
    test(`${locale}${page.path} renders translated${AXE_LOCALES.has(locale) ? ", accessible," : ","} with alternates`, async ({
      page: browser,
    }) => {
      const response = await browser.goto(`/${locale}${page.path === "/" ? "" : page.path}`);
      const published = isPublishedIn(pages, locale, page.path);
      // A page outside a secondary locale's list is served in English.
      const shown: Locale = published ? locale : "en";
      expect(response?.status()).toBe(200);
      expect(new URL(browser.url()).pathname).toBe(`/${shown}${page.path === "/" ? "" : page.path}`);
      await expect(browser.locator("html")).toHaveAttribute("lang", shown);
      await expect(browser.getByRole("heading", { level: 1 })).toHaveText(page.heading(shown));
      await expect(browser).toHaveTitle(/Lingora$/);
      await expect(browser.locator('meta[name="description"]')).toHaveAttribute("content", /.+/);

      const hreflangs = await browser
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("hreflang")));
      expect(hreflangs.sort()).toEqual([...localesForPage(pages, page.path), "x-default"].sort());
      await expect(browser.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `http://localhost:3100/${shown}${page.path === "/" ? "" : page.path}`,
      );

      if (page.path.startsWith("/terms/") || page.path === "/terms") {
        const note = browser.getByRole("note");
        if (shown === "en") await expect(note).toHaveCount(0);
        else await expect(note).toHaveText(message(shown, "legal.englishOnlyNote"));
      }
      if (AXE_LOCALES.has(locale)) await expectNoAxeViolations(browser);
    });
  }

  test(`${locale} 404 page is translated and accessible`, async ({ page }) => {
    const response = await page.goto(`/${locale}/no-such-page`);
    const shown: Locale = isPublishedIn(pages, locale, "/no-such-page") ? locale : "en";
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(message(shown, "errors.notFoundTitle"));
    await expectNoAxeViolations(page);
  });
}

test("admin pages answer anyone but an admin with the ordinary 404 page and title", async ({ page, db, login }) => {
  test.setTimeout(90_000);
  // The ordinary 404's tab title (the page's own <title>, which React places in the head).
  const ordinaryTitle = `${message("en", "errors.notFoundTitle")} · Lingora`;
  await page.goto("/en/no-such-page");
  await expect(page).toHaveTitle(ordinaryTitle);
  const admin: Array<[string, string]> = [
    ["/en/admin", "admin.title"],
    ["/en/admin/flags", "admin.flagsTitle"],
    ["/en/admin/events", "admin.eventsTitle"],
  ];
  const expectOrdinary404 = async () => {
    for (const [path] of admin) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(message("en", "errors.notFoundTitle"));
      await expect(page, path).toHaveTitle(ordinaryTitle);
    }
  };
  await expectOrdinary404();

  // Signed in without the role: the same. With it (granted here through the database): the pages and their titles.
  const { id } = await login();
  await expectOrdinary404();
  await makeAdmin(db, id);
  for (const [path, title] of admin) {
    expect((await page.goto(path))?.status(), path).toBe(200);
    await expect(page).toHaveTitle(`${message("en", title)} · Lingora`);
  }
});
