import { localizedPath, type Locale } from "@/lib/i18n";

/** Where the course map's links go (decision record 0027). Tests are `/tests/<unit id>` and `/tests/<course>-<level>`. */
export function coursePaths(locale: Locale) {
  return {
    course: localizedPath(locale, "/course"),
    lesson: (lessonId: string) => localizedPath(locale, `/course/lesson/${encodeURIComponent(lessonId)}`),
    premium: (lessonId?: string) =>
      `${localizedPath(locale, "/course/premium")}${lessonId ? `?lesson=${encodeURIComponent(lessonId)}` : ""}`,
    test: (testId: string) => localizedPath(locale, `/tests/${encodeURIComponent(testId)}`),
  };
}
