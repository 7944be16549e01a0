import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { buildSitemapIndex, buildUrlset, countUrls, escapeXml, itemsPerFile, splitIntoFiles, URLS_PER_FILE } from "./sitemaps";

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "",
  isArray: (name) => ["url", "xhtml:link", "sitemap"].includes(name),
});

describe("splitIntoFiles", () => {
  it("fills files of at most 5,000 URLs, counting each item once per locale", () => {
    const files = splitIntoFiles("how-to-pronounce", 1_000, 12);
    expect(itemsPerFile(12)).toBe(416);
    expect(files.map((file) => file.file)).toEqual(["how-to-pronounce-1", "how-to-pronounce-2", "how-to-pronounce-3"]);
    expect(files.every((file) => file.size * 12 <= URLS_PER_FILE)).toBe(true);
    expect(files.map((file) => file.page)).toEqual([1, 2, 3]);
  });

  it("covers every item exactly, and an empty list has no file", () => {
    for (const [total, locales] of [
      [5_000, 1],
      [5_001, 1],
      [833, 6],
      [834, 6],
    ] as const) {
      const files = splitIntoFiles("x", total, locales);
      expect(files.length * files[0]!.size).toBeGreaterThanOrEqual(total);
      expect((files.length - 1) * files[0]!.size).toBeLessThan(total);
    }
    expect(splitIntoFiles("x", 0, 12)).toEqual([]);
  });
});

describe("the XML", () => {
  it("escapes the five XML characters", () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
  });

  it("writes an index that parses, with escaped URLs", () => {
    const xml = buildSitemapIndex(["https://x.test/sitemaps/pages.xml", "https://x.test/sitemaps/a&b.xml"]);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(parser.parse(xml).sitemapindex.sitemap.map((entry: { loc: string }) => entry.loc)).toEqual([
      "https://x.test/sitemaps/pages.xml",
      "https://x.test/sitemaps/a&b.xml",
    ]);
  });

  it("lists a page in each locale that publishes it, with alternates for exactly those locales and x-default", () => {
    const pages = [
      { path: "/", locales: ["en", "de"] as const },
      { path: "/synonyms-of/rock_&_roll", locales: ["fr", "en"] as const },
    ];
    const xml = buildUrlset("https://x.test", pages);
    expect(XMLValidator.validate(xml)).toBe(true);
    const urls = parser.parse(xml).urlset.url as { loc: string; "xhtml:link": { hreflang: string; href: string }[] }[];
    expect(urls.map((url) => url.loc)).toEqual([
      "https://x.test/en",
      "https://x.test/de",
      "https://x.test/en/synonyms-of/rock_&_roll",
      "https://x.test/fr/synonyms-of/rock_&_roll",
    ]);
    expect(urls.length).toBe(countUrls(pages));
    expect(urls[3]!["xhtml:link"]).toEqual([
      { rel: "alternate", hreflang: "en", href: "https://x.test/en/synonyms-of/rock_&_roll" },
      { rel: "alternate", hreflang: "fr", href: "https://x.test/fr/synonyms-of/rock_&_roll" },
      { rel: "alternate", hreflang: "x-default", href: "https://x.test/en/synonyms-of/rock_&_roll" },
    ]);
    expect(xml).toContain("rock_&amp;_roll");
  });
});
