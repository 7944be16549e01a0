/**
 * The slugs of the confusing-word pairs (content/confusing-words/<slug>.json) and of the quizzes
 * (content/quizzes/<slug>.json), here so the proxy can send a variant ("Effect-vs-Affect",
 * "effect vs affect") its one 308 without reading the content. The loader refuses a file that is
 * not listed and a listed slug without a file, so the lists cannot drift (decision record 0042).
 */
export const CONFUSING_PAIR_SLUGS = [
  "accept-vs-except",
  "actually-vs-currently",
  "adapt-vs-adopt",
  "advice-vs-advise",
  "affect-vs-effect",
  "ago-vs-before",
  "all-ready-vs-already",
  "all-together-vs-altogether",
  "allusion-vs-illusion",
  "almost-vs-most",
  "alone-vs-lonely",
  "already-vs-yet",
  "argument-vs-discussion",
  "at-the-end-vs-in-the-end",
  "beat-vs-win",
  "beside-vs-besides",
  "between-vs-among",
  "bored-vs-boring",
  "borrow-vs-lend",
  "breath-vs-breathe",
  "bring-vs-take",
  "chance-vs-opportunity",
  "check-vs-control",
  "classic-vs-classical",
  "cloth-vs-clothes",
  "complement-vs-compliment",
  "comprehensible-vs-comprehensive",
  "continual-vs-continuous",
  "convince-vs-persuade",
  "cook-vs-cooker",
  "customer-vs-client",
  "dessert-vs-desert",
  "discreet-vs-discrete",
  "disinterested-vs-uninterested",
  "during-vs-for",
  "each-vs-every",
  "economic-vs-economical",
  "effective-vs-efficient",
  "electric-vs-electrical",
  "elicit-vs-illicit",
  "emigrate-vs-immigrate",
  "eminent-vs-imminent",
  "ensure-vs-insure",
  "especially-vs-specially",
  "eventually-vs-finally",
  "every-day-vs-everyday",
  "fabric-vs-factory",
  "farther-vs-further",
  "fewer-vs-less",
  "fun-vs-funny",
  "good-vs-well",
  "hard-vs-hardly",
  "hear-vs-listen",
  "historic-vs-historical",
  "hope-vs-wish",
  "house-vs-home",
  "if-vs-whether",
  "imply-vs-infer",
  "in-time-vs-on-time",
  "interested-vs-interesting",
  "its-vs-it-s",
  "job-vs-work",
  "journey-vs-trip",
  "late-vs-lately",
  "lead-vs-led",
  "learn-vs-teach",
  "library-vs-bookshop",
  "lie-vs-lay",
  "like-vs-as",
  "look-vs-watch",
  "loose-vs-lose",
  "make-vs-do",
  "maybe-vs-may-be",
  "passed-vs-past",
  "personal-vs-personnel",
  "prevent-vs-avoid",
  "price-vs-prize",
  "principal-vs-principle",
  "quiet-vs-quite",
  "raise-vs-rise",
  "receipt-vs-recipe",
  "remember-vs-remind",
  "rob-vs-steal",
  "say-vs-tell",
  "sensible-vs-sensitive",
  "shade-vs-shadow",
  "since-vs-for",
  "sit-vs-set",
  "so-vs-such",
  "speak-vs-talk",
  "stationary-vs-stationery",
  "still-vs-yet",
  "their-vs-there",
  "then-vs-than",
  "to-vs-too",
  "too-vs-very",
  "travel-vs-trip",
  "used-to-vs-be-used-to",
  "wait-vs-expect",
  "weather-vs-whether",
  "who-vs-whom",
  "whose-vs-who-s",
  "win-vs-earn",
  "your-vs-you-re",
] as const;

export const QUIZ_SLUGS = [
  "affect-imply-principle-b2-pairs",
  "bought-brought-thought-taught",
  "comparatives-bigger-easier-better",
  "fewer-less-so-such-too-very",
  "for-since-during-ago-yet",
  "good-or-well-hard-or-hardly",
  "homophones-their-there-your-its",
  "hope-wish-wait-expect-prevent-avoid",
  "in-time-on-time-in-the-end-used-to",
  "ing-or-ed-adjectives-bored-boring",
  "lend-borrow-bring-take-rob-steal",
  "lie-lay-rise-raise-fall-feel",
  "make-do-say-tell-everyday-verbs",
  "noun-or-verb-advice-advise",
  "past-participles-present-perfect-b1",
  "past-simple-irregular-a2",
  "past-simple-irregular-b1",
  "past-simple-most-common-a1",
  "put-cut-hit-cost-verbs-that-do-not-change",
  "quick-or-quickly-adverbs-a2",
  "regular-or-irregular-past-simple",
  "regular-past-spelling-rules",
  "sing-sang-sung-vowel-change",
  "suffixes-ment-ness-ful-less-ly",
  "travel-trip-journey-job-work-home",
  "verbs-from-adjectives-en-ify-ize",
  "walk-plan-call-nouns-and-verbs",
  "weather-whether-quiet-quite-past-passed",
  "word-forms-b2-economy-economic",
  "word-forms-decide-decision-decisive",
] as const;

/** Where the guide pages live (paths without the locale). */
export const CONFUSING_WORDS_PATH = "/confusing-words";
export const QUIZ_PATH = "/quiz";

export const confusingPairPath = (slug: string) => `${CONFUSING_WORDS_PATH}/${slug}`;
export const quizPath = (slug: string) => `${QUIZ_PATH}/${slug}`;

const MAX_SEGMENT = 200;

/** A URL segment as a guide slug would spell it: decoded, NFC, lower case, every run of non-letters a hyphen. */
function normalizeSegment(segment: string): string | undefined {
  if (segment.length > MAX_SEGMENT * 3) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return undefined;
  }
  const slug = decoded
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return slug.length > 0 && slug.length <= MAX_SEGMENT ? slug : undefined;
}

/** The two halves of a pair slug, in a key that does not depend on their order. */
function pairKey(slug: string): string | undefined {
  const parts = slug.split("-vs-");
  return parts.length === 2 && parts[0] && parts[1] ? [parts[0], parts[1]].sort().join("|") : undefined;
}

const pairsByKey = new Map<string, string>(CONFUSING_PAIR_SLUGS.map((slug) => [pairKey(slug)!, slug]));

/** The canonical slug of a pair's URL segment (any case, spacing or order), or undefined when there is no such pair. */
export function canonicalPairSlug(segment: string, pairs: ReadonlyMap<string, string> = pairsByKey): string | undefined {
  const slug = normalizeSegment(segment);
  const key = slug && pairKey(slug);
  return key ? pairs.get(key) : undefined;
}

const quizSlugs = new Set<string>(QUIZ_SLUGS);

/** The canonical slug of a quiz's URL segment (case, spaces), or undefined when there is no such quiz. */
export function canonicalQuizSlug(segment: string, quizzes: ReadonlySet<string> = quizSlugs): string | undefined {
  const slug = normalizeSegment(segment);
  return slug && quizzes.has(slug) ? slug : undefined;
}

/**
 * The proxy's one redirect for the guide pages: for a path without its locale
 * ("/confusing-words/Effect-vs-Affect"), the canonical path when the segment is a variant of a real
 * pair or quiz, else undefined (the page answers: itself or a 404).
 */
export function canonicalGuidePath(path: string): string | undefined {
  const match = /^\/(confusing-words|quiz)\/([^/]+)$/.exec(path);
  if (!match) return undefined;
  const [, section, segment] = match as unknown as [string, string, string];
  const slug = section === "quiz" ? canonicalQuizSlug(segment) : canonicalPairSlug(segment);
  return slug && slug !== segment ? `/${section}/${slug}` : undefined;
}
