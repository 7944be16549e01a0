import { describe, expect, it } from "vitest";
import { closedClassAllows } from "./word-kinds";

describe("function words on word pages", () => {
  it("have no part-of-speech page (WordNet has no prepositions, determiners or pronouns)", () => {
    expect(closedClassAllows("what-part-of-speech", "only")).toBe(false);
    expect(closedClassAllows("what-part-of-speech", "also")).toBe(false);
    expect(closedClassAllows("what-part-of-speech", undefined)).toBe(true);
  });

  it("keep synonyms and antonyms only when they are content words too", () => {
    expect(closedClassAllows("synonyms-of", "only")).toBe(false);
    expect(closedClassAllows("antonyms-of", "only")).toBe(false);
    expect(closedClassAllows("synonyms-of", "also")).toBe(true);
    expect(closedClassAllows("how-to-pronounce", "only")).toBe(true);
    expect(closedClassAllows("past-tense-of", "only")).toBe(true);
  });
});
