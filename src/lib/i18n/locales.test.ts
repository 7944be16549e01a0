import { describe, expect, it } from "vitest";
import { fallbackChain, locales, normalizeLocale } from "./locales";

describe("locales", () => {
  it("has the 12 spec locales with en first", () => {
    expect(locales).toEqual(["en", "uk", "es", "es-419", "pt", "fr", "tr", "it", "de", "pl", "hi", "el"]);
  });
  it.each([
    ["EN", "en"],
    ["Es-419", "es-419"],
    ["uk", "uk"],
    ["english", undefined],
    ["", undefined],
  ])("normalizes %s → %s", (segment, expected) => {
    expect(normalizeLocale(segment)).toBe(expected);
  });
  it("falls back es-419 → es → en and others → en", () => {
    expect(fallbackChain("es-419")).toEqual(["es-419", "es", "en"]);
    expect(fallbackChain("hi")).toEqual(["hi", "en"]);
    expect(fallbackChain("en")).toEqual(["en"]);
  });
});
