import { localizedPath, type Locale } from "@/lib/i18n";

/** Where the course map's links go (decision record 0027). Tests are `/tests/<unit id>` and `/tests/<course>-<level>`. */
export function coursePaths(locale: Locale) {
  return {
    course: localizedPath(locale, "/course"),
    /** The map with `level` unfolded (`?level=b1`), in the course asked for if any. */
    courseLevel: (level: string, course: string | null = null) =>
      `${localizedPath(locale, "/course")}?${course ? `course=${encodeURIComponent(course)}&` : ""}level=${level.toLowerCase()}`,
    lesson: (lessonId: string) => localizedPath(locale, `/course/lesson/${encodeURIComponent(lessonId)}`),
    premium: (lessonId?: string) =>
      `${localizedPath(locale, "/course/premium")}${lessonId ? `?lesson=${encodeURIComponent(lessonId)}` : ""}`,
    test: (testId: string) => localizedPath(locale, `/tests/${encodeURIComponent(testId)}`),
  };
}
