import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findNearSynonyms, formatNearSynonyms, NEAR_SYNONYMS_FILE } from "./lib/near-synonyms";
import { readCourseContent } from "@/features/courses/server/load-content";

describe("the committed near-synonyms", () => {
  it("are what WordNet finds in today's content (else run `npm run content:near-synonyms`)", async () => {
    const content = readCourseContent();
    if (!content.ok) throw new Error(content.errors.join("\n"));
    const found = await findNearSynonyms(content.courses);
    const committed = readFileSync(path.join(process.cwd(), NEAR_SYNONYMS_FILE), "utf8");
    expect(committed, `${NEAR_SYNONYMS_FILE} is out of date: run npm run content:near-synonyms`).toBe(formatNearSynonyms(found));
  });

  it("pairs words that share a sense or where one is 'similar to' the other, not two satellites of one head", async () => {
    const content = readCourseContent();
    if (!content.ok) throw new Error(content.errors.join("\n"));
    const { en, es } = await findNearSynonyms(content.courses);
    const has = (pairs: [string, string][], a: string, b: string) => pairs.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
    // A shared synset, an adjective satellite of the other's head, a rare shared sense.
    expect(has(en, "client", "customer")).toBe(true);
    expect(has(en, "memorable", "unforgettable")).toBe(true);
    expect(has(en, "bag", "suitcase")).toBe(true);
    // Both "similar to" cardinal or chromatic: good distractors for each other.
    expect(has(en, "one", "two")).toBe(false);
    expect(has(en, "red", "blue")).toBe(false);
    // Spanish words by their English translations.
    expect(has(es, "después", "luego")).toBe(true);
  });
});
