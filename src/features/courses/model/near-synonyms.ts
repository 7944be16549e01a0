import type { CourseId } from "./course-levels";
import found from "./near-synonyms.json";

/**
 * Words of a course close enough in meaning that a question asked about one could be answered with
 * the other (memorable and unforgettable, pill and tablet, customer and client): a generated
 * question never offers one as a distractor of the other. The list is WordNet's (3.1), found by
 * `npm run content:near-synonyms` (scripts/lib/near-synonyms.ts) and committed; a unit test finds it
 * again, so content that adds words fails until the list is regenerated. Pure: the browser builds
 * extra practice with it too.
 */
export type NearSynonymPairs = Record<CourseId, [string, string][]>;

const ARTICLES = /^(?:el|la|los|las|un|una|the|a|an|to)\s+/u;

const normal = (text: string) =>
  text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[.!?]+$/u, "")
    .trim();

/** The forms a word's text is written in: "alto / alta" is "alto / alta", "alto" and "alta"; "el número" also "número". */
export function textVariants(text: string): string[] {
  const whole = normal(text);
  const variants = new Set([whole]);
  for (const part of whole.split(/\s*[/;]\s*/u)) {
    if (!part) continue;
    variants.add(part);
    variants.add(part.replace(ARTICLES, ""));
  }
  variants.add(whole.replace(ARTICLES, ""));
  variants.delete("");
  return [...variants];
}

function indexOf(pairs: readonly (readonly [string, string])[]): Map<string, Set<string>> {
  const index = new Map<string, Set<string>>();
  const link = (from: string, to: string) => {
    const set = index.get(from) ?? new Set<string>();
    set.add(to);
    index.set(from, set);
  };
  for (const [a, b] of pairs)
    for (const x of textVariants(a))
      for (const y of textVariants(b)) {
        if (x === y) continue;
        link(x, y);
        link(y, x);
      }
  return index;
}

const indexes = new Map<CourseId, Map<string, Set<string>>>();

function indexFor(course: CourseId, pairs: NearSynonymPairs): Map<string, Set<string>> {
  if (pairs !== found) return indexOf(pairs[course] ?? []);
  let index = indexes.get(course);
  if (!index) {
    index = indexOf(pairs[course] ?? []);
    indexes.set(course, index);
  }
  return index;
}

/** Whether two texts of `course` (words, or the forms a gap takes) are near-synonyms. */
export function areNearSynonyms(course: CourseId, a: string, b: string, pairs: NearSynonymPairs = found as NearSynonymPairs): boolean {
  const index = indexFor(course, pairs);
  const others = textVariants(a).flatMap((variant) => [...(index.get(variant) ?? [])]);
  if (others.length === 0) return false;
  const forms = new Set(textVariants(b));
  return others.some((other) => forms.has(other));
}
