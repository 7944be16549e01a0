import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { locales } from "@/lib/i18n/locales";
import { isDisallowed, disallowedPaths } from "@/lib/seo/robots";
import { pages } from "./pages";
import { createSitemaps, sitemapSources, type SitemapSource } from "./sitemaps";

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "",
  isArray: (name) => ["url", "xhtml:link", "sitemap"].includes(name),
});

describe("the live registry", () => {
  it("has a source for every sitemap pattern with a parameter", () => {
    const withParam = pages.filter((page) => page.sitemap && page.pattern.includes("["));
    expect(withParam.length).toBeGreaterThan(0);
    for (const page of withParam) expect(sitemapSources[page.pattern], page.pattern).toBeDefined();
  });

  it("robots.txt disallows the private areas and no page of the sitemaps", () => {
    const disallow = disallowedPaths(pages);
    for (const path of [
      "/v1/me",
      "/api/auth/sign-in",
      "/en/profile/settings",
      "/de/admin/billing",
      "/en/checkout/success",
      "/uk/auth/action",
    ]) {
      expect(isDisallowed(disallow, path), path).toBe(true);
    }
    for (const page of pages.filter((entry) => entry.sitemap)) {
      const path = page.pattern.replace(/\[[^\]]+\]/, "profile");
      for (const locale of page.locales)
        expect(isDisallowed(disallow, `/${locale}${path === "/" ? "" : path}`), `${locale} ${path}`).toBe(false);
    }
  });
});

describe("createSitemaps", () => {
  const list =
    (values: string[]): SitemapSource =>
    async (page, size) => ({ values: values.slice((page - 1) * size, page * size), total: values.length });
  const sitemaps = createSitemaps({
    origin: "https://x.test",
    pages: [
      { pattern: "/", locales, sitemap: true },
      { pattern: "/profile", locales, sitemap: false },
      { pattern: "/past-tense-of/[verb]", locales: ["en", "de"], sitemap: true },
      { pattern: "/synonyms-of/[word]", locales: ["en"], sitemap: true },
    ],
    sources: {
      "/past-tense-of/[verb]": list(Array.from({ length: 2_600 }, (_, index) => `verb${index}`)),
      "/synonyms-of/[word]": list(["a", "b"]),
    },
  });

  it("indexes the fixed pages and each source's files", async () => {
    const index = parser.parse(await sitemaps.index()).sitemapindex.sitemap.map((entry: { loc: string }) => entry.loc);
    expect(index).toEqual([
      "https://x.test/sitemaps/pages.xml",
      "https://x.test/sitemaps/past-tense-of-1.xml",
      "https://x.test/sitemaps/past-tense-of-2.xml",
      "https://x.test/sitemaps/synonyms-of-1.xml",
    ]);
  });

  it("lists a source's slice in the locales of its page, and nothing for an unknown or out-of-range file", async () => {
    const second = parser.parse((await sitemaps.file("past-tense-of-2"))!).urlset.url as {
      loc: string;
      "xhtml:link": { hreflang: string }[];
    }[];
    expect(second.length).toBe(2 * (2_600 - 2_500));
    expect(second[0]!.loc).toBe("https://x.test/en/past-tense-of/verb2500");
    expect(second[0]!["xhtml:link"].map((link) => link.hreflang)).toEqual(["en", "de", "x-default"]);
    const fixed = parser.parse((await sitemaps.file("pages"))!).urlset.url as { loc: string }[];
    expect(fixed.map((url) => url.loc)).toEqual(locales.map((locale) => `https://x.test/${locale}`));
    for (const name of ["past-tense-of-3", "past-tense-of-0", "profile-1", "synonyms-of", "nope"])
      expect(await sitemaps.file(name), name).toBeUndefined();
  });
});
