import { describe, expect, it } from "vitest";
import { locales, primaryLocales } from "@/lib/i18n/locales";
import { confusingPairLocales } from "./word-locales";
import { HTML_SITEMAPS, htmlSitemapHref, sitemapEntryHref, sitemapLocales } from "./html-sitemaps";

describe("the HTML sitemaps", () => {
  it("are published where the pages they list are, the confusing words' list everywhere", () => {
    expect(sitemapLocales("how-to-pronounce")).toEqual(locales);
    expect(sitemapLocales("past-tense-of")).toEqual(locales);
    expect(sitemapLocales("what-part-of-speech-is")).toEqual(primaryLocales);
    expect(sitemapLocales("confusing-words")).toEqual(locales);
  });

  it("link each entry in the reader's locale where it publishes that page, else in English", () => {
    expect(sitemapEntryHref("de", "how-to-pronounce", "hello")).toBe("/de/how-to-pronounce/hello");
    expect(sitemapEntryHref("uk", "what-part-of-speech-is", "run")).toBe("/uk/what-part-of-speech/run");
    expect(sitemapEntryHref("de", "what-part-of-speech-is", "run")).toBe("/en/what-part-of-speech/run");
    for (const locale of locales) {
      const shown = confusingPairLocales.includes(locale) ? locale : "en";
      expect(sitemapEntryHref(locale, "confusing-words", "affect-vs-effect")).toBe(`/${shown}/confusing-words/affect-vs-effect`);
    }
  });

  it("are linked in the reader's locale where it publishes them, else in English", () => {
    expect(htmlSitemapHref("de", "past-tense-of")).toBe("/de/sitemap/past-tense-of");
    expect(htmlSitemapHref("de", "what-part-of-speech-is")).toBe("/en/sitemap/what-part-of-speech-is");
    for (const sitemap of HTML_SITEMAPS) expect(htmlSitemapHref("en", sitemap)).toBe(`/en/sitemap/${sitemap}`);
  });
});
