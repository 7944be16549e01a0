import { describe, expect, it } from "vitest";
import { areNearSynonyms, textVariants, type NearSynonymPairs } from "./near-synonyms";

describe("near-synonyms", () => {
  it("knows the committed pairs both ways, in either case, and not words outside them", () => {
    expect(areNearSynonyms("en", "memorable", "unforgettable")).toBe(true);
    expect(areNearSynonyms("en", "unforgettable", "memorable")).toBe(true);
    expect(areNearSynonyms("en", "Customer", "client")).toBe(true);
    expect(areNearSynonyms("en", "one", "two")).toBe(false);
    expect(areNearSynonyms("en", "memorable", "memorable")).toBe(false);
    expect(areNearSynonyms("es", "memorable", "unforgettable")).toBe(false);
  });

  it("matches the forms a word is written in: either gender, without its article", () => {
    expect(textVariants("alto / alta")).toEqual(expect.arrayContaining(["alto / alta", "alto", "alta"]));
    expect(textVariants("el billete / el boleto")).toEqual(expect.arrayContaining(["billete", "boleto", "el boleto"]));
    expect(textVariants("Hello!")).toEqual(["hello"]);
    const pairs: NearSynonymPairs = { en: [], es: [["el billete / el boleto", "la entrada"]] };
    expect(areNearSynonyms("es", "boleto", "entrada", pairs)).toBe(true);
    expect(areNearSynonyms("es", "la entrada", "el billete", pairs)).toBe(true);
    expect(areNearSynonyms("es", "la puerta", "la entrada", pairs)).toBe(false);
  });
});
