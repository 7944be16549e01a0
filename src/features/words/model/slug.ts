/**
 * Words in URLs. A word's slug is its canonical spelling: lower case, trimmed, spaces and
 * underscores as hyphens, in plain letters: compatibility forms folded (fullwidth "Ｒｅａｄ" →
 * "read", the ligature "ﬁ" → "fi", NFKD) and accents removed, precomposed or combining ("café",
 * "naïve", "résumé" → "cafe", "naive", "resume"), as the dictionaries write English words. Only letters a–z, digits, hyphens and
 * apostrophes inside a word are allowed; anything else is not a word page (a 404, never echoed).
 */
export const MAX_WORD_LENGTH = 64;

const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9'-]*[a-z0-9'])?$/;

/** Letters that no Unicode decomposition turns into a–z, as English writes them ("encyclopædia" → "encyclopaedia"). */
const PLAIN_LETTERS: Readonly<Record<string, string>> = { æ: "ae", œ: "oe", ø: "o", ß: "ss", ł: "l", đ: "d", ı: "i" };

export type SlugCheck = { kind: "canonical"; slug: string } | { kind: "redirect"; slug: string } | { kind: "invalid" };

/** The canonical slug of what someone typed or a URL held; undefined when it cannot be a word. */
export function normalizeWord(input: string): string | undefined {
  if (input.length > MAX_WORD_LENGTH * 4) return undefined;
  const slug = input
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .trim()
    .toLowerCase()
    .replace(/[æœøßłđı]/g, (letter) => PLAIN_LETTERS[letter]!)
    .replace(/[’‘]/g, "'")
    .replace(/[\s_]+/g, "-")
    .replace(/-{2,}/g, "-");
  if (slug.length === 0 || slug.length > MAX_WORD_LENGTH || !SLUG_PATTERN.test(slug) || slug.includes("--")) return undefined;
  return slug;
}

/**
 * What a page does with the `[word]` segment Next gives it (still percent-encoded in some
 * runtimes): serve it, send one 308 to its canonical slug, or 404.
 */
export function checkSlug(segment: string): SlugCheck {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return { kind: "invalid" };
  }
  const slug = normalizeWord(decoded);
  if (!slug) return { kind: "invalid" };
  return slug === decoded ? { kind: "canonical", slug } : { kind: "redirect", slug };
}

/** A slug as WordNet writes most lemmas: "ice-cream" → "ice_cream". */
export function wordnetLemmaOf(slug: string): string {
  return slug.replace(/-/g, "_");
}

/**
 * The slug of a WordNet lemma ("ice_cream" → "ice-cream", "albers-schonberg_disease" →
 * "albers-schonberg-disease"); undefined when the lemma cannot be a slug ("24/7") or its slug would
 * change more than its underscores.
 */
export function slugOfLemma(lemma: string): string | undefined {
  const slug = normalizeWord(lemma);
  return slug && wordnetLemmaOf(slug) === wordnetLemmaOf(lemma) ? slug : undefined;
}

/**
 * Whether a lemma is found from its slug without an index: written as the slug ("well-known") or
 * with every hyphen an underscore ("ice_cream"). Lemmas that mix both ("12-tone_music") are not.
 */
export function isGuessableLemma(lemma: string, slug: string): boolean {
  return lemma === slug || lemma === wordnetLemmaOf(slug);
}

/** A WordNet lemma or a CMU headword as it is shown: "ice_cream" → "ice cream". */
export function displayWord(lemma: string): string {
  return lemma.replace(/_/g, " ");
}

/**
 * The proxy's one redirect of a word page's variant spelling (decision record 0039): for a path
 * without its locale ("/how-to-pronounce/Hello"), the canonical path when the word's slug is a
 * variant, else undefined (a canonical slug, another page, or not a word: the page answers).
 */
export function canonicalWordPagePath(path: string, kinds: readonly string[]): string | undefined {
  const match = /^\/([a-z-]+)\/([^/]+)$/.exec(path);
  if (!match || !kinds.includes(match[1]!)) return undefined;
  const checked = checkSlug(match[2]!);
  return checked.kind === "redirect" ? `/${match[1]}/${checked.slug}` : undefined;
}
