import { describe, expect, it } from "vitest";
import { locales, primaryLocales } from "@/lib/i18n/locales";
import { buildAlternates, cacheAudienceOf, findPage, isPublishedIn, localesForPage, pagesOfPublication, publicationOf } from "./match";
import type { PageRegistry } from "./types";

const registry: PageRegistry = [
  { pattern: "/", audience: "public", locales, sitemap: true },
  { pattern: "/terms", audience: "public", locales, sitemap: true },
  { pattern: "/terms/[document]", audience: "public", locales, sitemap: true },
  { pattern: "/terms/cookie-settings", locales: primaryLocales, sitemap: false },
  { pattern: "/how-to-pronounce/[word]", audience: "public", locales: ["en"], sitemap: true },
  { pattern: "/docs/[[...slug]]", audience: "public", locales: ["en"], sitemap: false },
  { pattern: "/profile", locales, sitemap: false },
  { pattern: "/[...rest]", locales: primaryLocales, sitemap: false },
];

describe("findPage", () => {
  it.each([
    ["/", "/"],
    ["", "/"],
    ["/terms/", "/terms"],
    ["/terms/refund", "/terms/[document]"],
    // A static segment beats a dynamic one, as in Next's routing.
    ["/terms/cookie-settings", "/terms/cookie-settings"],
    ["/how-to-pronounce/hello", "/how-to-pronounce/[word]"],
    ["/docs", "/docs/[[...slug]]"],
    ["/docs/a/b", "/docs/[[...slug]]"],
    // Anything else falls to the catch-all.
    ["/how-to-pronounce", "/[...rest]"],
    ["/how-to-pronounce/hello/again", "/[...rest]"],
    ["/profile/unknown", "/[...rest]"],
  ])("%s is served by %s", (path, pattern) => {
    expect(findPage(registry, path)?.pattern).toBe(pattern);
  });

  it("finds nothing when no pattern matches", () => {
    expect(findPage(registry.slice(0, 3), "/my-plan")).toBeUndefined();
    expect(findPage(registry.slice(0, 3), "/terms/a/b")).toBeUndefined();
  });
});

describe("cacheAudienceOf", () => {
  it.each([
    ["/", "public"],
    ["/terms/privacy-policy", "public"],
    ["/how-to-pronounce/hello", "public"],
    ["/profile", "private"],
    // Private by default: an entry that does not declare public, a path only the catch-all serves, a path nothing serves.
    ["/terms/cookie-settings", "private"],
    ["/my-plan", "private"],
  ] as const)("%s is %s", (path, audience) => {
    expect(cacheAudienceOf(registry, path)).toBe(audience);
  });

  it("is private for a path no entry matches", () => {
    expect(cacheAudienceOf([], "/")).toBe("private");
  });
});

describe("isPublishedIn and localesForPage", () => {
  it("follow the entry's locales, patterns included", () => {
    expect(isPublishedIn(registry, "hi", "/terms/refund")).toBe(true);
    expect(isPublishedIn(registry, "hi", "/terms/cookie-settings")).toBe(false);
    expect(isPublishedIn(registry, "en", "/how-to-pronounce/hello")).toBe(true);
    expect(isPublishedIn(registry, "uk", "/how-to-pronounce/hello")).toBe(false);
    expect(isPublishedIn(registry, "fr", "/no-such-page")).toBe(true);
    expect(isPublishedIn(registry, "hi", "/no-such-page")).toBe(false);
    expect(isPublishedIn([], "en", "/")).toBe(false);
  });

  it("lists a page's locales in the canonical order", () => {
    expect(localesForPage(registry, "/no-such-page")).toEqual(["en", "uk", "es", "pt", "fr", "el"]);
    expect(localesForPage(registry, "/terms/refund")).toEqual([...locales]);
    expect(localesForPage([], "/")).toEqual([]);
  });

  it("publicationOf groups the patterns by their locales, and pagesOfPublication gives back what matching needs", () => {
    const published = publicationOf(registry);
    expect(published).toEqual([
      { locales: [...locales], patterns: ["/", "/terms", "/terms/[document]", "/profile"] },
      { locales: [...primaryLocales], patterns: ["/terms/cookie-settings", "/[...rest]"] },
      { locales: ["en"], patterns: ["/how-to-pronounce/[word]", "/docs/[[...slug]]"] },
    ]);
    const pages = pagesOfPublication(published);
    expect(pages.map((page) => page.pattern).sort()).toEqual(registry.map((entry) => entry.pattern).sort());
    for (const path of ["/", "/terms/refund", "/terms/cookie-settings", "/how-to-pronounce/hello", "/my-plan"]) {
      expect(localesForPage(pages, path), path).toEqual(localesForPage(registry, path));
    }
  });
});

describe("buildAlternates", () => {
  it("builds canonical and hreflang links from the configured origin, with x-default", () => {
    const result = buildAlternates(registry, "https://lingora.example", "uk", "/admin");
    expect(result.canonical).toBe("https://lingora.example/uk/admin");
    expect(Object.keys(result.languages)).toEqual(["en", "uk", "es", "pt", "fr", "el", "x-default"]);
    expect(result.languages["x-default"]).toBe("https://lingora.example/en/admin");
  });

  it("keeps a page canonical in the reader's locale when that locale publishes it, else in English", () => {
    const legal = buildAlternates(registry, "https://lingora.example", "hi", "/terms/refund");
    expect(legal.canonical).toBe("https://lingora.example/hi/terms/refund");
    expect(Object.keys(legal.languages)).toHaveLength(13);
    const word = buildAlternates(registry, "https://lingora.example", "de", "/how-to-pronounce/hello");
    expect(word.canonical).toBe("https://lingora.example/en/how-to-pronounce/hello");
    expect(word.languages).toEqual({
      en: "https://lingora.example/en/how-to-pronounce/hello",
      "x-default": "https://lingora.example/en/how-to-pronounce/hello",
    });
  });

  it("uses /{locale} for the home page", () => {
    const result = buildAlternates(registry, "https://lingora.example", "hi", "/");
    expect(result.canonical).toBe("https://lingora.example/hi");
    expect(result.languages.hi).toBe("https://lingora.example/hi");
  });
});
