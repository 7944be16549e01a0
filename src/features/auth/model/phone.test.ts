import { describe, expect, it } from "vitest";
import { countryOptions, defaultCountry, formatPhoneForDisplay, phoneAccountName, toE164 } from "./phone";

describe("phone numbers", () => {
  it.each([
    ["050 123 4567", "UA", "+380501234567"],
    ["+380 (50) 123-45-67", "US", "+380501234567"],
    ["(201) 555-0123", "US", "+12015550123"],
    ["612 34 56 78", "ES", "+34612345678"],
    ["12345", "UA", null],
    ["not a number", "DE", null],
  ] as const)("%s in %s → %s", (input, country, expected) => {
    expect(toE164(input, country)).toBe(expected);
  });

  it("defaults to the known country, then the browser's region, then the locale's", () => {
    expect(defaultCountry({ languages: ["de-AT"], locale: "de", known: "ch" })).toBe("CH");
    expect(defaultCountry({ languages: ["pt-PT", "pt"], locale: "pt" })).toBe("PT");
    expect(defaultCountry({ languages: ["uk"], locale: "uk" })).toBe("UA");
    expect(defaultCountry({ languages: [], locale: "xx" })).toBe("US");
  });

  it("names countries in the interface language", () => {
    const ukraine = countryOptions("uk").find((option) => option.code === "UA");
    expect(ukraine?.label).toBe("Україна (+380)");
  });
});

describe("phone numbers for people", () => {
  it.each([
    ["+380501234567", "+380 50 123 4567"],
    ["+12015550123", "+1 201 555 0123"],
    ["+34612345678", "+34 612 34 56 78"],
    ["not a number", "not a number"],
  ])("%s is shown as %s", (e164, shown) => {
    expect(formatPhoneForDisplay(e164)).toBe(shown);
  });

  it("names a phone-only account without the full number, recognisable by its last digits", () => {
    expect(phoneAccountName("+380501234567")).toBe("+380 •• ••• ••67");
    expect(phoneAccountName("+12015550123")).toBe("+1 ••• ••• ••23");
    const name = phoneAccountName("+34612345678");
    expect(name).not.toContain("612");
    expect(name.endsWith("78")).toBe(true);
  });
});
