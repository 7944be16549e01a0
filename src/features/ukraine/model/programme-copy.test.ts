import { describe, expect, it } from "vitest";
import { SITUATIONS } from "./application";
import { PROGRAMME_LOCALES, programmeCopy } from "./programme-copy";

/** Every key path of a JSON value, arrays by position. */
const shape = (value: unknown, path = ""): string[] =>
  typeof value === "object" && value !== null ? Object.entries(value).flatMap(([key, inner]) => shape(inner, `${path}.${key}`)) : [path];

describe("the programme page copy", () => {
  it("has the same sections, fields and messages in English and Ukrainian", () => {
    expect(shape(programmeCopy("uk"))).toEqual(shape(programmeCopy("en")));
    expect(programmeCopy("uk").heading).not.toBe(programmeCopy("en").heading);
  });

  it("names every situation and every error the form can show, in each locale", () => {
    const errors = [
      "situationRequired",
      "cityRequired",
      "cityTooLong",
      "countryRequired",
      "countryTooLong",
      "noteTooLong",
      "invalidText",
      "consentRequired",
    ];
    for (const locale of PROGRAMME_LOCALES) {
      const form = programmeCopy(locale).form;
      expect(Object.keys(form.situations).sort()).toEqual([...SITUATIONS].sort());
      expect(Object.keys(form.errors).sort()).toEqual(errors.sort());
      for (const text of shape(form).map((path) => path)) expect(text).not.toBe("");
    }
  });

  it("answers English for a locale the page is not written in", () => {
    expect(programmeCopy("de")).toBe(programmeCopy("en"));
  });
});
