import { describe, expect, it } from "vitest";
import { buildAlternates, isPublishedIn, localesForPage, normalizePagePath } from "./published-pages";

describe("published pages", () => {
  it("publishes every page in primary locales", () => {
    expect(isPublishedIn("uk", "/terms/platform-guidelines")).toBe(true);
    expect(isPublishedIn("en", "/anything")).toBe(true);
  });
  it("publishes only listed pages in secondary locales", () => {
    expect(isPublishedIn("hi", "/contact-us")).toBe(true);
    expect(isPublishedIn("hi", "/terms/refund")).toBe(false);
    expect(isPublishedIn("de", "/terms/terms-and-conditions")).toBe(true);
    expect(isPublishedIn("tr", "/terms/terms-and-conditions")).toBe(false);
  });
  it("normalizes trailing slashes", () => {
    expect(normalizePagePath("/terms/refund/")).toBe("/terms/refund");
    expect(normalizePagePath("")).toBe("/");
  });
  it("lists the locales of a page in canonical order", () => {
    expect(localesForPage("/terms/platform-guidelines")).toEqual(["en", "uk", "es", "pt", "fr", "el"]);
  });
});

describe("buildAlternates", () => {
  it("builds canonical and hreflang links from the configured origin, with x-default", () => {
    const result = buildAlternates("https://lingora.example", "uk", "/terms/platform-guidelines");
    expect(result.canonical).toBe("https://lingora.example/uk/terms/platform-guidelines");
    expect(Object.keys(result.languages)).toEqual(["en", "uk", "es", "pt", "fr", "el", "x-default"]);
    expect(result.languages["x-default"]).toBe("https://lingora.example/en/terms/platform-guidelines");
  });
  it("uses /{locale} for the home page", () => {
    const result = buildAlternates("https://lingora.example", "hi", "/");
    expect(result.canonical).toBe("https://lingora.example/hi");
    expect(result.languages.hi).toBe("https://lingora.example/hi");
    expect(Object.keys(result.languages)).toHaveLength(13);
  });
});
