import type { Course } from "@/features/courses/model/course-content";
import type { NearSynonymPairs } from "@/features/courses/model/near-synonyms";

import { courseWords } from "@/features/courses/model/playable";
import { findSenseKeys } from "@/features/words/server/find-sense-keys";

/** The English glosses of a word of another course: "to take, to carry (along)" → "take", "carry". */
function englishGlosses(translation: string): string[] {
  return translation
    .split(/[,;/]/u)
    .map((part) =>
      part
        .replace(/\([^)]*\)/gu, "")
        .replace(/^\s*(?:to|a|an|the)\s+/iu, "")
        .trim(),
    )
    .filter((part) => part.length > 0);
}

const overlaps = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].some((key) => b.has(key));

/**
 * Near-synonyms among a course's words, by WordNet 3.1: two words are near-synonyms when they share
 * a synset in any part of speech (ill / unwell, pill / tablet), or when a synset of one is an
 * adjective satellite of a synset of the other (unforgettable is "similar to" memorable). Two
 * satellites of the same head are not (one / two are both "cardinal", red / blue "chromatic").
 * Every sense counts, however rare (bag / suitcase share only "a traveling bag", conocer / jugar
 * only "meet" and "play" as in "take on an opponent"): leaving out a distractor costs nothing, while
 * offering a right answer as a wrong one costs the learner a point. Looking only at each word's
 * first senses missed bag / suitcase and home / house. English words are looked up as written; a
 * Spanish word by each of its English translations ("luego": "later, then").
 */
export async function nearSynonymsOf(course: Course): Promise<[string, string][]> {
  // Words written alike (a homograph in two lessons) are one text: their English glosses together.
  const glosses = new Map<string, string[]>();
  for (const word of courseWords(course).values()) {
    const own = course.id === "en" ? [word.text] : englishGlosses(word.translation.en);
    glosses.set(word.text, [...(glosses.get(word.text) ?? []), ...own]);
  }
  const texts = [...glosses.keys()];
  const senses = await Promise.all(texts.map((text) => findSenseKeys(glosses.get(text)!)));
  const pairs: [string, string][] = [];
  for (let i = 0; i < texts.length; i++) {
    for (let j = i + 1; j < texts.length; j++) {
      const a = senses[i]!;
      const b = senses[j]!;
      if (!overlaps(a.synsets, b.synsets) && !overlaps(a.synsets, b.heads) && !overlaps(a.heads, b.synsets)) continue;
      pairs.push([texts[i]!, texts[j]!].sort(byCodeUnits) as [string, string]);
    }
  }
  // Code-unit order, the same with any ICU build of Node (the test compares the file byte for byte).
  return pairs.sort((x, y) => byCodeUnits(x[0], y[0]) || byCodeUnits(x[1], y[1]));
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The near-synonyms of every course, as `model/near-synonyms.json` holds them. */
export async function findNearSynonyms(courses: readonly Course[]): Promise<NearSynonymPairs> {
  const pairs = {} as NearSynonymPairs;
  for (const course of [...courses].sort((a, b) => byCodeUnits(a.id, b.id))) pairs[course.id] = await nearSynonymsOf(course);
  return pairs;
}

/** Where the list is committed, from the project's root. */
export const NEAR_SYNONYMS_FILE = "src/features/courses/model/near-synonyms.json";

/** The file's text: one pair a line, so a change reads well in a diff. */
export function formatNearSynonyms(pairs: NearSynonymPairs): string {
  const courses = Object.entries(pairs).map(
    ([course, list]) =>
      `  ${JSON.stringify(course)}: [\n${list.map((pair) => `    [${pair.map((text) => JSON.stringify(text)).join(", ")}]`).join(",\n")}\n  ]`,
  );
  return `{\n${courses.join(",\n")}\n}\n`;
}
