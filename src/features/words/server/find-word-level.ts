import "server-only";
import { loadWordLevels, type WordLevel } from "./load-word-levels";

/** The CEFR level of a word where the CEFR-J or Octanove profiles have it. */
export async function findWordLevel(slug: string): Promise<WordLevel | undefined> {
  const levels = await loadWordLevels();
  return levels.get(slug) ?? levels.get(slug.replace(/-/g, " "));
}
