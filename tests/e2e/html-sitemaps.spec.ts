import { expect, test } from "./support/fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { message } from "./support/messages";

// The HTML sitemaps (issue 15 item 2, decision record 0044): alphabetical, paginated lists of the word pages.
const ORIGIN = "http://localhost:3100";
const CACHE = "public, max-age=0, s-maxage=3600, stale-while-revalidate=86400";
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{${key}}`, String(value)), text);

const SITEMAPS = [
  { slug: "how-to-pronounce", key: "pronounce", linksTo: "/en/how-to-pronounce/" },
  { slug: "what-part-of-speech-is", key: "partOfSpeech", linksTo: "/en/what-part-of-speech/" },
  { slug: "past-tense-of", key: "pastTense", linksTo: "/en/past-tense-of/" },
  { slug: "confusing-words", key: "confusingWords", linksTo: "/en/confusing-words/" },
];

for (const sitemap of SITEMAPS) {
  test(`/en/sitemap/${sitemap.slug}: the letter overview, a letter's page and links to real pages`, async ({ page, request }) => {
    const response = await page.goto(`/en/sitemap/${sitemap.slug}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe(CACHE);
    const title = message("en", `htmlSitemaps.${sitemap.key}.title`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(`${title} · Lingora`);
    const breadcrumbs = page.getByRole("navigation", { name: message("en", "words.breadcrumbs") });
    await expect(breadcrumbs.getByRole("link", { name: message("en", "words.home") })).toHaveAttribute("href", "/en");
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`${sitemap.slug}-overview.png`), fullPage: true });

    // The letter navigation leads to the letter's first page, with its own title and canonical URL.
    const letters = page.getByRole("navigation", { name: message("en", "htmlSitemaps.letterNav") });
    const letterB = fill(message("en", `htmlSitemaps.${sitemap.key}.letterTitle`), { letter: "B" });
    await letters.getByRole("link", { name: letterB }).click();
    await expect(page).toHaveURL(`${ORIGIN}/en/sitemap/${sitemap.slug}?letter=b`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(letterB);
    await expect(page).toHaveTitle(`${letterB} · Lingora`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${ORIGIN}/en/sitemap/${sitemap.slug}?letter=b`);
    await expect(letters.getByRole("link", { name: letterB })).toHaveAttribute("aria-current", "page");
    const entries = page.getByTestId("sitemap-entries").getByRole("link");
    expect(await entries.count()).toBeGreaterThan(0);
    expect(await entries.count()).toBeLessThanOrEqual(300);
    await expectNoAxeViolations(page);

    const href = (await entries.first().getAttribute("href"))!;
    expect(href.startsWith(sitemap.linksTo)).toBe(true);
    if (sitemap.slug === "confusing-words") await expect(entries.first()).toHaveText(/^[a-z' -]+ vs [a-z' -]+$/);
    expect((await request.get(href)).status()).toBe(200);
    await entries.first().click();
    await expect(page).toHaveURL(`${ORIGIN}${href}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
}

test("a big letter is paginated: page numbers, next and previous, each page with its own title", async ({ page }) => {
  await page.goto("/en/sitemap/how-to-pronounce?letter=s");
  await page.screenshot({ path: test.info().outputPath("how-to-pronounce-s.png"), fullPage: true });
  const pages = page.getByRole("navigation", { name: message("en", "htmlSitemaps.pagination") });
  await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  await expect(pages.getByRole("link", { name: message("en", "htmlSitemaps.previous") })).toHaveCount(0);
  await expect(page.getByTestId("sitemap-entries").getByRole("link")).toHaveCount(300);
  const first = await page.getByTestId("sitemap-entries").getByRole("link").first().textContent();

  await pages.getByRole("link", { name: message("en", "htmlSitemaps.next") }).click();
  await expect(page).toHaveURL(`${ORIGIN}/en/sitemap/how-to-pronounce?letter=s&page=2`);
  const heading = fill(message("en", "htmlSitemaps.pronounce.letterPageTitle"), { letter: "S", page: 2 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(page).toHaveTitle(`${heading} · Lingora`);
  await expect(page.getByTestId("sitemap-range")).toHaveText(/^301–600 of \d{1,3},\d{3}$/);
  await expect(page.getByTestId("sitemap-entries").getByRole("link").first()).not.toHaveText(first!);
  await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expectNoAxeViolations(page);

  await pages.getByRole("link", { name: message("en", "htmlSitemaps.previous") }).click();
  await expect(page).toHaveURL(`${ORIGIN}/en/sitemap/how-to-pronounce?letter=s`);
  // The last page has no "next".
  await pages
    .getByRole("link", { name: /^Page \d+$/ })
    .last()
    .click();
  await expect(pages.getByRole("link", { name: message("en", "htmlSitemaps.next") })).toHaveCount(0);
  await expect(pages.getByRole("link", { name: message("en", "htmlSitemaps.previous") })).toHaveCount(1);
});

test("de: a list it publishes is German and links to German word pages; one it does not is read in English", async ({ page, request }) => {
  await page.goto("/de/sitemap/past-tense-of?letter=g");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  const heading = fill(message("de", "htmlSitemaps.pastTense.letterTitle"), { letter: "G" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]));
  expect(alternates).toContainEqual(["de", `${ORIGIN}/de/sitemap/past-tense-of?letter=g`]);
  expect(alternates).toContainEqual(["x-default", `${ORIGIN}/en/sitemap/past-tense-of?letter=g`]);
  const go = page.getByTestId("sitemap-entries").getByRole("link", { name: "go", exact: true });
  await expect(go).toHaveAttribute("href", "/de/past-tense-of/go");
  await go.click();
  await expect(page).toHaveURL(`${ORIGIN}/de/past-tense-of/go`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(message("de", "words.kinds.pastTense.title").replace("{word}", "go"));
  await page.goBack();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("past-tense-of-de-g.png"), fullPage: true });

  const english = await request.get("/de/sitemap/what-part-of-speech-is?letter=b", { maxRedirects: 0 });
  expect(english.status()).toBe(307);
  expect(new URL(english.headers()["location"]!, ORIGIN).pathname).toBe("/en/sitemap/what-part-of-speech-is");

  // The confusing words' list is German and links to the pairs explained in German.
  await page.goto("/de/sitemap/confusing-words?letter=a");
  await expect(page.getByRole("note")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "affect vs effect" })).toHaveAttribute("href", "/de/confusing-words/affect-vs-effect");
});

test("a bad letter or page is the ordinary 404 and never echoes the query", async ({ page }) => {
  for (const query of [
    "?letter=%3Cscript%3Exss",
    "?letter=b&page=9999",
    "?letter=b&page=0",
    "?letter=b&page=abc",
    "?page=2",
    "?letter=b&letter=c",
  ]) {
    const response = await page.goto(`/en/sitemap/how-to-pronounce${query}`);
    expect(response?.status(), query).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(message("en", "errors.notFoundTitle"));
    await expect(page.getByRole("main")).not.toContainText("xss");
    await expect(page.getByRole("main")).not.toContainText("abc");
  }
  await expectNoAxeViolations(page);
});

test("the footer's word lists lead to the sitemaps, in English where a locale does not publish one, and fit at 320 px", async ({
  page,
}) => {
  await page.goto("/de");
  const lists = page.getByRole("contentinfo").getByRole("navigation", { name: message("de", "htmlSitemaps.footerTitle") });
  await expect(lists.getByRole("link")).toHaveCount(4);
  await expect(lists.getByRole("link", { name: message("de", "htmlSitemaps.pastTense.footerLink") })).toHaveAttribute(
    "href",
    "/de/sitemap/past-tense-of",
  );
  // German does not publish the parts of speech: the footer links to the English list.
  await expect(lists.getByRole("link", { name: message("de", "htmlSitemaps.partOfSpeech.footerLink") })).toHaveAttribute(
    "href",
    "/en/sitemap/what-part-of-speech-is",
  );
  await page.getByRole("contentinfo").screenshot({ path: test.info().outputPath("footer-de-1280.png") });

  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/uk/sitemap/past-tense-of?letter=b&page=2");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: message("uk", "htmlSitemaps.confusingWords.footerLink") })).toBeVisible();
  await footer.screenshot({ path: test.info().outputPath("footer-uk-320.png") });
  await page.screenshot({ path: test.info().outputPath("past-tense-of-uk-320.png"), fullPage: true });
});
