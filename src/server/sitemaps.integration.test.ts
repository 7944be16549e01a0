import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { getConfig } from "@/lib/config";
import { PUBLIC_PAGE_CACHE_CONTROL } from "@/lib/http/cache-control";
import { confusingPairLocales, CONFUSING_PAIR_SLUGS, QUIZ_SLUGS } from "@/features/words";
import { secondaryLocales } from "@/lib/i18n/locales";
import { localesForPage } from "@/lib/pages";
import { pages } from "./pages";
import { handleHttpRequest } from "./http-edge";

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "",
  isArray: (name) => ["url", "xhtml:link", "sitemap"].includes(name),
});
type Url = { loc: string; "xhtml:link": { hreflang: string; href: string }[] };
const origin = getConfig().PUBLIC_ORIGIN.replace(/\/+$/, "");
/** A GET through the edge the route files mount. */
const get = (path: string) => handleHttpRequest(new Request(`${origin}${path}`));

async function urlsOf(response: Response): Promise<Url[]> {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  expect(response.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
  const xml = await response.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml).urlset.url as Url[];
}

/** Each URL's alternates are exactly the locales the registry publishes its page in, plus x-default (English). */
function expectRegistryAlternates(urls: Url[]) {
  for (const url of urls) {
    const path = new URL(url.loc).pathname.replace(/^\/[^/]+/, "") || "/";
    const hreflangs = url["xhtml:link"].map((link) => link.hreflang);
    expect(hreflangs, url.loc).toEqual([...localesForPage(pages, path), "x-default"]);
    expect(url["xhtml:link"].at(-1)!.href, url.loc).toBe(`${origin}/en${path === "/" ? "" : path}`);
  }
}

describe("the sitemaps, generated on request", () => {
  it("index the pages and every word kind's files, each a valid sitemap within the protocol's limits", async () => {
    const response = await get("/sitemap.xml");
    expect(response.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const files = (parser.parse(xml).sitemapindex.sitemap as { loc: string }[]).map((entry) => entry.loc);
    expect(files[0]).toBe(`${origin}/sitemaps/pages.xml`);
    for (const name of [
      "terms-1",
      "how-to-pronounce-1",
      "what-part-of-speech-1",
      "synonyms-of-1",
      "antonyms-of-1",
      "past-tense-of-1",
      "confusing-words-1",
      "quiz-1",
    ]) {
      expect(files).toContain(`${origin}/sitemaps/${name}.xml`);
    }
    expect(files.length).toBeLessThanOrEqual(50_000);

    const lastPronounce = files.filter((file) => file.includes("/how-to-pronounce-")).length;
    expect(lastPronounce).toBeGreaterThan(100_000 / 416);
    const pronounce = await urlsOf(await get("/sitemaps/how-to-pronounce-1.xml"));
    expect(pronounce.length).toBeLessThanOrEqual(5_000);
    expect(pronounce.length).toBeGreaterThan(4_900);
    expectRegistryAlternates(pronounce.slice(0, 50));
    expect((await get(`/sitemaps/how-to-pronounce-${lastPronounce}.xml`)).status).toBe(200);
    expect((await get(`/sitemaps/how-to-pronounce-${lastPronounce + 1}.xml`)).status).toBe(404);
  });

  it("list the fixed pages with alternates for exactly the locales that publish them", async () => {
    const urls = await urlsOf(await get("/sitemaps/pages.xml"));
    expect(urls.map((url) => url.loc)).toContain(`${origin}/de/contact-us`);
    expect(urls.map((url) => url.loc)).not.toContain(`${origin}/en/profile`);
    expectRegistryAlternates(urls);
  });

  it("leave the locales that do not publish a kind out of its files and its alternates", async () => {
    const urls = await urlsOf(await get("/sitemaps/synonyms-of-1.xml"));
    expectRegistryAlternates(urls);
    const secondary = (href: string) => secondaryLocales.some((locale) => href.startsWith(`${origin}/${locale}/`));
    expect(urls.some((url) => secondary(url.loc) || url["xhtml:link"].some((link) => secondary(link.href)))).toBe(false);
  });

  it("list every confusing-word pair in each locale that explains them, and every quiz in English only", async () => {
    const pairs = await urlsOf(await get("/sitemaps/confusing-words-1.xml"));
    const pairUrls = CONFUSING_PAIR_SLUGS.flatMap((slug) =>
      confusingPairLocales.map((locale) => `${origin}/${locale}/confusing-words/${slug}`),
    );
    expect(pairs.map((url) => url.loc).sort()).toEqual(pairUrls.sort());
    const quizzes = await urlsOf(await get("/sitemaps/quiz-1.xml"));
    expect(quizzes.map((url) => url.loc)).toEqual(QUIZ_SLUGS.map((slug) => `${origin}/en/quiz/${slug}`));
    expectRegistryAlternates([...pairs, ...quizzes]);
    expect(pairs[0]!["xhtml:link"].map((link) => link.hreflang)).toEqual([...confusingPairLocales, "x-default"]);
    expect(quizzes[0]!["xhtml:link"].map((link) => link.hreflang)).toEqual(["en", "x-default"]);
    expect((await get("/sitemaps/confusing-words-2.xml")).status).toBe(404);
    const fixed = (await urlsOf(await get("/sitemaps/pages.xml"))).map((url) => url.loc);
    expect(fixed).toEqual(expect.arrayContaining([`${origin}/en/confusing-words`, `${origin}/en/quiz`]));
    for (const locale of confusingPairLocales) expect(fixed).toContain(`${origin}/${locale}/confusing-words`);
    expect(fixed).not.toContain(`${origin}/de/quiz`);
  });

  it("answer 404 in the one error shape to an unknown file", async () => {
    for (const name of ["nope.xml", "profile-1.xml", "pages", "how-to-pronounce-0.xml", "Pages.xml"]) {
      const response = await get(`/sitemaps/${name}`);
      expect(response.status, name).toBe(404);
      expect(await response.json(), name).toMatchObject({ error: { code: "not_found" } });
    }
  });
});

describe("robots.txt", () => {
  it("allows the site, disallows the private areas and names the sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    const lines = (await response.text()).split("\n");
    expect(lines.slice(0, 2)).toEqual(["User-agent: *", "Allow: /"]);
    for (const rule of ["/api/", "/v1/", "/en/admin", "/en/profile", "/uk/checkout/sandbox"]) expect(lines).toContain(`Disallow: ${rule}`);
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});
