import { describe, expect, it } from "vitest";
import type { FunnelAnswer } from "./answers";
import { nativeLanguageOf, recommendationHref, recommendCourse, type RecommendationInput } from "./course-recommendation";

const locales = ["en", "uk", "es", "es-419", "pt", "fr", "tr", "it", "de", "pl", "hi", "el"];
const courseFunnels = [
  { course: "en", funnel: "english-improve" },
  { course: "es", funnel: "spanish-boost" },
];
const input = (nativeLanguage: string | null, course: string, locale: string): RecommendationInput => ({
  nativeLanguage,
  course,
  locale,
  locales,
  courseFunnels,
});

describe("recommendCourse", () => {
  it.each([
    // native, the funnel's course, the interface: what is suggested
    ["en", "en", "en", { kind: "other-course", course: "es", funnel: "spanish-boost" }],
    ["en", "en", "uk", { kind: "other-course", course: "es", funnel: "spanish-boost" }],
    ["es", "es", "es-419", { kind: "other-course", course: "en", funnel: "english-improve" }],
    ["uk", "en", "en", { kind: "native-locale", locale: "uk" }],
    ["pt", "es", "en", { kind: "native-locale", locale: "pt" }],
    ["el", "en", "de", { kind: "native-locale", locale: "el" }],
    ["en", "es", "uk", { kind: "native-locale", locale: "en" }],
    // Already in their language (a Spanish speaker choosing English in Spanish is fine).
    ["es", "en", "es", null],
    ["es", "en", "es-419", null],
    ["uk", "en", "uk", null],
    // A language we do not teach in, or no usable answer.
    ["ru", "en", "en", null],
    ["zh", "es", "en", null],
    ["other", "en", "en", null],
    [null, "en", "en", null],
    ["", "en", "en", null],
  ] as const)("native %s on a %s course in %s → %j", (native, course, locale, expected) => {
    expect(recommendCourse(input(native, course, locale))).toEqual(expected);
  });

  it("suggests nothing else when the only course teaches their own language", () => {
    expect(recommendCourse({ ...input("en", "en", "en"), courseFunnels: [{ course: "en", funnel: "english-improve" }] })).toBeNull();
  });
});

describe("nativeLanguageOf", () => {
  const answer = (questionKey: string, id: string): FunnelAnswer => ({
    questionText: "",
    category: "",
    questionId: "x",
    selectedAnswers: [id],
    selectedAnswerIds: [id],
    questionKey,
    tag: null,
    retenoUserProperty: null,
  });
  it("reads the native_language answer by its question key", () => {
    expect(nativeLanguageOf({ goal: answer("goal", "career"), mother: answer("native_language", "uk") })).toBe("uk");
    expect(nativeLanguageOf({ goal: answer("goal", "career") })).toBeNull();
  });
});

describe("recommendationHref", () => {
  const page = { pathname: "/en/funnel/english-improve", search: "?screen=name&webview=true&utm_source=x", locale: "en" };
  it("the same screen in the learner's language", () => {
    expect(recommendationHref({ kind: "native-locale", locale: "uk" }, page)).toBe(
      "/uk/funnel/english-improve?screen=name&webview=true&utm_source=x",
    );
  });
  it("the other course's funnel from its start, keeping the chrome flags", () => {
    expect(recommendationHref({ kind: "other-course", course: "es", funnel: "spanish-boost" }, page)).toBe(
      "/en/funnel/spanish-boost?webview=true",
    );
    expect(recommendationHref({ kind: "other-course", course: "es", funnel: "spanish-boost" }, { ...page, search: "" })).toBe(
      "/en/funnel/spanish-boost",
    );
  });
});
