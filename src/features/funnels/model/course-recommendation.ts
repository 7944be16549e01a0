import type { FunnelAnswers } from "./answers";

/**
 * `source_language_recommendation` (issue 14 item 6, spec section 9: "Recommend a course by the
 * source language"), decision record 0038. The source language is the learner's native language
 * (the `native_language` answer). Every course is taught in all interface languages (decision
 * record 0020), so "a course in the learner's native language" is one of two things:
 *
 * 1. The learner already speaks what this funnel's course teaches (an English speaker on
 *    english-improve): another course we have that teaches a different language, through its funnel.
 * 2. Otherwise, when the native language is an interface language and not the one on screen (a
 *    Ukrainian speaker browsing in English): the same course, taught in their language.
 *
 * Nothing else: no answer, "other", a native language we do not teach in (a Russian speaker), or
 * one already on screen (a Spanish speaker choosing English in Spanish is fine as it is).
 */
export type CourseRecommendation = { kind: "other-course"; course: string; funnel: string } | { kind: "native-locale"; locale: string };

export interface RecommendationInput {
  nativeLanguage: string | null | undefined;
  /** The language this funnel's course teaches. */
  course: string;
  /** The interface locale on screen. */
  locale: string;
  /** The interface locales (every course is taught in each). */
  locales: readonly string[];
  /** The courses we have, each with the funnel that starts it. */
  courseFunnels: readonly { course: string; funnel: string }[];
}

const languageOf = (locale: string) => locale.split("-")[0]!.toLowerCase();

export function recommendCourse(input: RecommendationInput): CourseRecommendation | null {
  const native = input.nativeLanguage?.toLowerCase();
  if (!native || !/^[a-z]{2}$/.test(native)) return null;
  if (native === languageOf(input.course)) {
    const other = input.courseFunnels.find((entry) => languageOf(entry.course) !== native);
    return other ? { kind: "other-course", course: other.course, funnel: other.funnel } : null;
  }
  if (input.locales.includes(native) && languageOf(input.locale) !== native) return { kind: "native-locale", locale: native };
  return null;
}

/** The native language the answers give (by question key, whatever the screen's id). */
export function nativeLanguageOf(answers: FunnelAnswers): string | null {
  return Object.values(answers).find((answer) => answer.questionKey === "native_language")?.selectedAnswerIds[0] ?? null;
}

/** Where a recommendation leads: the same screen in the learner's language, or the other course's funnel; the chrome flags stay. */
export function recommendationHref(
  recommendation: CourseRecommendation,
  page: { pathname: string; search: string; locale: string },
): string {
  if (recommendation.kind === "native-locale") return `${page.pathname.replace(/^\/[^/]+/, `/${recommendation.locale}`)}${page.search}`;
  const kept = new URLSearchParams();
  const current = new URLSearchParams(page.search);
  for (const flag of ["webview", "hideHeader"]) {
    const value = current.get(flag);
    if (value !== null) kept.set(flag, value);
  }
  const query = kept.toString();
  return `/${page.locale}/funnel/${recommendation.funnel}${query ? `?${query}` : ""}`;
}
