import { describe, expect, it } from "vitest";
import { canonicalGuidePath, canonicalPairSlug, canonicalQuizSlug, CONFUSING_PAIR_SLUGS } from "./guide-slugs";

describe("canonicalPairSlug", () => {
  it.each([
    ["affect-vs-effect", "affect-vs-effect"],
    ["Affect-vs-Effect", "affect-vs-effect"],
    ["effect-vs-affect", "affect-vs-effect"],
    ["effect%20vs%20affect", "affect-vs-effect"],
    ["  EFFECT  vs  affect ", "affect-vs-effect"],
    ["it's-vs-its", "its-vs-it-s"],
    ["who%E2%80%99s-vs-whose", "whose-vs-who-s"],
    ["in-the-end-vs-at-the-end", "at-the-end-vs-in-the-end"],
    ["among_vs_between", "between-vs-among"],
  ])("%s → %s", (segment, slug) => {
    expect(canonicalPairSlug(segment)).toBe(slug);
  });

  it.each(["cat-vs-dog", "affect", "affect-vs-effect-vs-affect", "%E0%A4%A", "<script>alert(1)</script>", "", "-vs-"])(
    "%s is no pair",
    (segment) => {
      expect(canonicalPairSlug(segment)).toBeUndefined();
    },
  );

  it("gives every listed pair back unchanged", () => {
    for (const slug of CONFUSING_PAIR_SLUGS) expect(canonicalPairSlug(slug)).toBe(slug);
  });
});

describe("canonicalQuizSlug", () => {
  it("lower-cases and hyphenates a known quiz, and knows no other", () => {
    expect(canonicalQuizSlug("Past-Simple-Irregular-A2")).toBe("past-simple-irregular-a2");
    expect(canonicalQuizSlug("past simple irregular a2")).toBe("past-simple-irregular-a2");
    expect(canonicalQuizSlug("no-such-quiz")).toBeUndefined();
  });
});

describe("canonicalGuidePath (the proxy's one redirect)", () => {
  it.each([
    ["/confusing-words/effect-vs-affect", "/confusing-words/affect-vs-effect"],
    ["/confusing-words/Affect-vs-Effect", "/confusing-words/affect-vs-effect"],
    ["/quiz/Past-Simple-Irregular-A2", "/quiz/past-simple-irregular-a2"],
    // Canonical, unknown, or another page: no redirect (the page answers).
    ["/confusing-words/affect-vs-effect", undefined],
    ["/confusing-words/cat-vs-dog", undefined],
    ["/confusing-words", undefined],
    ["/quiz/past-simple-irregular-a2", undefined],
    ["/quiz/no-such-quiz", undefined],
    ["/how-to-pronounce/Hello", undefined],
    ["/confusing-words/effect-vs-affect/more", undefined],
  ])("%s → %s", (path, expected) => {
    expect(canonicalGuidePath(path)).toBe(expected);
  });
});
