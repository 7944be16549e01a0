import { describe, expect, it } from "vitest";
import { matchLanguageTag, negotiateLocale, parseAcceptLanguage } from "./negotiate-locale";

describe("parseAcceptLanguage", () => {
  it("orders tags by quality, keeping header order for ties", () => {
    expect(parseAcceptLanguage("fr;q=0.5, de, uk;q=0.9, pl")).toEqual(["de", "pl", "uk", "fr"]);
  });
  it("drops q=0, wildcards and malformed tags", () => {
    expect(parseAcceptLanguage("*, en;q=0, <script>, de-DE;q=0.3")).toEqual(["de-de"]);
  });
  it("handles empty input", () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage("")).toEqual([]);
  });
});

describe("matchLanguageTag", () => {
  it.each([
    ["en", "en"],
    ["EN-gb", "en"],
    ["uk-UA", "uk"],
    ["es-ES", "es"],
    ["es-MX", "es-419"],
    ["es-419", "es-419"],
    ["pt-BR", "pt"],
    ["hi-IN", "hi"],
    ["el", "el"],
    ["ja", undefined],
  ])("%s → %s", (tag, expected) => {
    expect(matchLanguageTag(tag)).toBe(expected);
  });
});

describe("negotiateLocale", () => {
  it.each([
    [{ cookie: "fr", acceptLanguage: "de" }, "fr"],
    [{ cookie: "ES-419", acceptLanguage: "de" }, "es-419"],
    [{ cookie: "xx", acceptLanguage: "de-AT,de;q=0.9" }, "de"],
    [{ cookie: null, acceptLanguage: "ja, ko;q=0.8, pl;q=0.5" }, "pl"],
    [{ cookie: undefined, acceptLanguage: "ja" }, "en"],
    [{}, "en"],
  ])("%j → %s", (input, expected) => {
    expect(negotiateLocale(input)).toBe(expected);
  });
});
