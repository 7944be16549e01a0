import { localeNames, type Locale } from "@/lib/i18n/locales";
import { recommendationHref, type CourseRecommendation } from "../model/course-recommendation";

/** What the page gives the runner when `source_language_recommendation` is on (decision record 0038). */
export interface CourseSuggestionSetup {
  /** The interface locales (every course is taught in each). */
  locales: string[];
  /** The courses we have, each with the funnel that starts it. */
  courseFunnels: { course: string; funnel: string }[];
  strings: { label: string; nativeLocale: string; otherCourse: string };
}

const capitalised = (text: string, locale: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/**
 * The suggestion shown on the screen after the native-language one: the same course in the
 * learner's language (named in that language), or another course when they already speak this
 * one's language (named in the interface language). Loaded only when there is one to show.
 */
export function CourseSuggestion({
  recommendation,
  setup,
  locale,
}: {
  recommendation: CourseRecommendation;
  setup: CourseSuggestionSetup;
  locale: string;
}) {
  const href = recommendationHref(recommendation, { pathname: window.location.pathname, search: window.location.search, locale });
  const isNativeLocale = recommendation.kind === "native-locale";
  const name = isNativeLocale
    ? (localeNames[recommendation.locale as Locale] ?? recommendation.locale)
    : capitalised(new Intl.DisplayNames([locale], { type: "language" }).of(recommendation.course) ?? recommendation.course, locale);
  return (
    <aside
      aria-label={setup.strings.label}
      className="mb-6 rounded-2xl border border-brand-100 bg-brand-50 p-4 text-sm text-ink"
      data-course-suggestion={recommendation.kind}
    >
      {isNativeLocale ? setup.strings.nativeLocale : setup.strings.otherCourse}{" "}
      <a href={href} lang={isNativeLocale ? recommendation.locale : undefined} className="font-semibold text-brand-700 underline">
        {name}
      </a>
    </aside>
  );
}
