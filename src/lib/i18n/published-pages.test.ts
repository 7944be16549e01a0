import { describe, expect, it } from "vitest";
import { legalDocuments } from "@/features/legal";
import { locales } from "./locales";
import { buildAlternates, isPublishedIn, localesForPage, normalizePagePath } from "./published-pages";

describe("published pages", () => {
  it("publishes every page in primary locales", () => {
    expect(isPublishedIn("uk", "/terms/platform-guidelines")).toBe(true);
    expect(isPublishedIn("en", "/anything")).toBe(true);
  });
  it("publishes only listed pages in secondary locales", () => {
    expect(isPublishedIn("hi", "/contact-us")).toBe(true);
    expect(isPublishedIn("hi", "/admin")).toBe(false);
    expect(isPublishedIn("es-419", "/admin/flags")).toBe(false);
  });
  it("publishes every legal page in every locale (the interface stays in the reader's language)", () => {
    const legal = ["/terms", "/terms/", ...legalDocuments.map((doc) => `/terms/${doc.slug}`)];
    for (const locale of locales) for (const page of legal) expect(isPublishedIn(locale, page), `${locale}${page}`).toBe(true);
    expect(isPublishedIn("hi", "/termsheet")).toBe(false);
    expect(localesForPage("/terms/refund")).toEqual([...locales]);
  });
  it("normalizes trailing slashes", () => {
    expect(normalizePagePath("/terms/refund/")).toBe("/terms/refund");
    expect(normalizePagePath("")).toBe("/");
  });
  it("lists the locales of a page in canonical order", () => {
    expect(localesForPage("/admin")).toEqual(["en", "uk", "es", "pt", "fr", "el"]);
  });
});

describe("buildAlternates", () => {
  it("builds canonical and hreflang links from the configured origin, with x-default", () => {
    const result = buildAlternates("https://lingora.example", "uk", "/admin");
    expect(result.canonical).toBe("https://lingora.example/uk/admin");
    expect(Object.keys(result.languages)).toEqual(["en", "uk", "es", "pt", "fr", "el", "x-default"]);
    expect(result.languages["x-default"]).toBe("https://lingora.example/en/admin");
  });
  it("keeps a legal page canonical in the reader's locale", () => {
    const result = buildAlternates("https://lingora.example", "hi", "/terms/refund");
    expect(result.canonical).toBe("https://lingora.example/hi/terms/refund");
    expect(Object.keys(result.languages)).toHaveLength(13);
  });
  it("uses /{locale} for the home page", () => {
    const result = buildAlternates("https://lingora.example", "hi", "/");
    expect(result.canonical).toBe("https://lingora.example/hi");
    expect(result.languages.hi).toBe("https://lingora.example/hi");
    expect(Object.keys(result.languages)).toHaveLength(13);
  });
});
