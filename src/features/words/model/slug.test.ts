import { describe, expect, it } from "vitest";
import { checkSlug, displayWord, isGuessableLemma, normalizeWord, slugOfLemma, wordnetLemmaOf } from "./slug";

describe("word slugs", () => {
  it.each([
    ["hello", "hello"],
    ["Hello", "hello"],
    ["  Ice Cream ", "ice-cream"],
    ["ice_cream", "ice-cream"],
    ["don’t", "don't"],
    // Accents, precomposed or combining, and compatibility forms (fullwidth, ligatures) fold to the dictionaries' spelling.
    ["café", "cafe"],
    ["cafe\u0301", "cafe"],
    ["naïve", "naive"],
    ["re\u0301sume\u0301", "resume"],
    ["Résumé", "resume"],
    ["Ｒｅａｄ", "read"],
    ["ﬁne", "fine"],
    ["encyclopædia", "encyclopaedia"],
    ["İstanbul", "istanbul"],
    ["don＇t", "don't"],
  ])("%j → %j", (input, slug) => {
    expect(normalizeWord(input)).toBe(slug);
  });

  it.each([
    "",
    "   ",
    "../etc/passwd",
    "<script>",
    "a/b",
    "word?x=1",
    "x".repeat(65),
    "-start",
    "end-",
    "a%00b",
    "😀",
    "слово",
    "\u0301",
    "／etc",
  ])("refuses %j", (input) => {
    expect(normalizeWord(input)).toBeUndefined();
  });

  it("serves a canonical slug, redirects a variant once and refuses the rest", () => {
    expect(checkSlug("hello")).toEqual({ kind: "canonical", slug: "hello" });
    expect(checkSlug("Hello")).toEqual({ kind: "redirect", slug: "hello" });
    expect(checkSlug("ice%20cream")).toEqual({ kind: "redirect", slug: "ice-cream" });
    expect(checkSlug("don't")).toEqual({ kind: "canonical", slug: "don't" });
    // Percent-encoding is not a different spelling: no redirect (a loop if the runtime re-encodes).
    expect(checkSlug("don%27t")).toEqual({ kind: "canonical", slug: "don't" });
    expect(checkSlug("%E0%A4%A")).toEqual({ kind: "invalid" });
    expect(checkSlug("%3Cscript%3E")).toEqual({ kind: "invalid" });
    expect(checkSlug("caf%C3%A9")).toEqual({ kind: "redirect", slug: "cafe" });
    expect(checkSlug("re%CC%81sume%CC%81")).toEqual({ kind: "redirect", slug: "resume" });
    expect(checkSlug("%EF%BC%B2%EF%BD%85%EF%BD%81%EF%BD%84")).toEqual({ kind: "redirect", slug: "read" });
  });

  it("maps slugs to WordNet lemmas and back to display", () => {
    expect(wordnetLemmaOf("ice-cream")).toBe("ice_cream");
    expect(displayWord("ice_cream")).toBe("ice cream");
  });

  it.each([
    ["ice_cream", "ice-cream", true],
    ["well-known", "well-known", true],
    ["albers-schonberg_disease", "albers-schonberg-disease", false],
    ["12-tone_music", "12-tone-music", false],
    ["Ice_Cream", undefined, false],
    ["24/7", undefined, false],
  ] as const)("the slug of the lemma %j is %j (guessable back: %s)", (lemma, slug, guessable) => {
    expect(slugOfLemma(lemma)).toBe(slug);
    if (slug) expect(isGuessableLemma(lemma, slug)).toBe(guessable);
  });
});
