import { describe, expect, it } from "vitest";
import { capitalisedSpelling } from "./display-word";

describe("a word's capitals from WordNet's spellings", () => {
  it.each([
    [["London", "London"], "London"],
    [["DNA"], "DNA"],
    [["pH"], "pH"],
    [["PM", "Pm"], "PM"],
    [["Los_Angeles"], "Los Angeles"],
    // One lower-case spelling keeps the word as its slug.
    [["March", "march"], undefined],
    [["read", "read"], undefined],
    [[], undefined],
  ] as const)("%j → %j", (spellings, shown) => {
    expect(capitalisedSpelling(spellings)).toBe(shown);
  });
});
