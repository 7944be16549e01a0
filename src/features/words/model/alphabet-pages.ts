/**
 * The HTML sitemaps' alphabetical pages (issue 15 item 2): words grouped by their first letter,
 * each letter cut into pages of at most 300 links. Pure: the server groups the lists once per
 * process with these functions and the pages read the query with `readAlphabetQuery`.
 */

/** The 26 letters, then one group for every word that does not start with a–z (digits). */
export const LETTER_KEYS = [..."abcdefghijklmnopqrstuvwxyz", "0-9"] as const;

export type LetterKey = (typeof LETTER_KEYS)[number];

/** At most this many links on one page of a letter. */
export const LINKS_PER_PAGE = 300;

/** The group a word (a slug: lower case) belongs to. */
export function letterOf(word: string): LetterKey {
  const first = word.charAt(0);
  return first >= "a" && first <= "z" ? (first as LetterKey) : "0-9";
}

/** How a letter is shown: "B"; the other group as "0–9". */
export function letterLabel(letter: LetterKey): string {
  return letter === "0-9" ? "0–9" : letter.toUpperCase();
}

/** Every letter's words in the order given (the lists are sorted); a letter without words is absent. */
export function groupByLetter(words: readonly string[]): ReadonlyMap<LetterKey, readonly string[]> {
  const groups = new Map<LetterKey, string[]>();
  for (const word of words) {
    const letter = letterOf(word);
    const group = groups.get(letter);
    if (group) group.push(word);
    else groups.set(letter, [word]);
  }
  return new Map(LETTER_KEYS.filter((letter) => groups.has(letter)).map((letter) => [letter, groups.get(letter)!]));
}

/** How many pages a letter of `count` words has. */
export function pageCount(count: number, size = LINKS_PER_PAGE): number {
  return Math.max(1, Math.ceil(count / size));
}

/** One page of a letter's words: the slice and its place in the whole (1-based, inclusive). */
export function pageOf<T>(words: readonly T[], page: number, size = LINKS_PER_PAGE) {
  const start = (page - 1) * size;
  const items = words.slice(start, start + size);
  return { items, from: start + 1, to: start + items.length, total: words.length, pages: pageCount(words.length, size) };
}

/**
 * The page numbers a pagination shows: the first, the last, and `around` each side of the
 * current one; "gap" where numbers are left out (a gap of one number shows that number instead).
 */
export function pageNumbers(current: number, pages: number, around = 2): Array<number | "gap"> {
  const shown = new Set<number>([1, pages]);
  for (let page = current - around; page <= current + around; page++) if (page >= 1 && page <= pages) shown.add(page);
  const sorted = [...shown].sort((a, b) => a - b);
  const result: Array<number | "gap"> = [];
  for (const page of sorted) {
    const previous = result.at(-1);
    if (typeof previous === "number" && page - previous === 2) result.push(previous + 1);
    else if (typeof previous === "number" && page - previous > 2) result.push("gap");
    result.push(page);
  }
  return result;
}

export type AlphabetQuery = { kind: "overview" } | { kind: "letter"; letter: LetterKey; page: number } | { kind: "not-found" };

/**
 * What a sitemap page shows for its query: no letter, the overview; `?letter=b` (any case) with an
 * optional `?page=N` (1 up to the letter's pages, no leading zero), that page; anything else
 * (an unknown or empty letter, a page out of range, a page without a letter, a repeated
 * parameter) is not found. `pagesOf` says how many pages a letter has (0: no words).
 */
export function readAlphabetQuery(
  query: { letter?: string | string[]; page?: string | string[] },
  pagesOf: (letter: LetterKey) => number,
): AlphabetQuery {
  const { letter: rawLetter, page: rawPage } = query;
  if (Array.isArray(rawLetter) || Array.isArray(rawPage)) return { kind: "not-found" };
  if (rawLetter === undefined) return rawPage === undefined ? { kind: "overview" } : { kind: "not-found" };
  const letter = LETTER_KEYS.find((key) => key === rawLetter.toLowerCase());
  if (!letter) return { kind: "not-found" };
  const pages = pagesOf(letter);
  if (pages === 0) return { kind: "not-found" };
  if (rawPage === undefined) return { kind: "letter", letter, page: 1 };
  if (!/^[1-9]\d{0,5}$/.test(rawPage)) return { kind: "not-found" };
  const page = Number(rawPage);
  return page <= pages ? { kind: "letter", letter, page } : { kind: "not-found" };
}

/** The query string of a letter's page: "?letter=b", "?letter=b&page=2" (page 1 has no number). */
export function alphabetSearch(letter: LetterKey, page = 1): string {
  return page === 1 ? `?letter=${letter}` : `?letter=${letter}&page=${page}`;
}
