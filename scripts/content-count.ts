// `npm run content:count`: lessons (and units, exercises, new words) per course and level, from the
// validated content in content/courses. Exits 1 with every error when the content is invalid.
// The loader's own modules, not the server entry: the entry also carries growth and profile, whose
// translations (next-intl) do not load in a plain Node script.
import { countLessons } from "@/features/courses/model/course-content";
import { readCourseContent } from "@/features/courses/server/load-content";

/** The targets (issue 13): English A1–C1 ≥ 100 lessons, Spanish A1–A2 ≥ 30. */
const TARGETS: Record<string, number> = { en: 100, es: 30 };

const result = readCourseContent();
if (!result.ok) {
  console.error(`The course content is invalid:\n${result.errors.join("\n")}`);
  process.exit(1);
}

const rows = countLessons(result.courses);
const pad = (value: string | number, width: number) => String(value).padStart(width);
console.log(`${"course".padEnd(7)}${"level".padEnd(6)}${pad("units", 6)}${pad("lessons", 9)}${pad("exercises", 11)}${pad("words", 7)}`);
for (const row of rows) {
  console.log(
    `${row.course.padEnd(7)}${row.level.padEnd(6)}${pad(row.units, 6)}${pad(row.lessons, 9)}${pad(row.exercises, 11)}${pad(row.words, 7)}`,
  );
}
for (const course of Object.keys(TARGETS)) {
  const lessons = rows.filter((row) => row.course === course).reduce((sum, row) => sum + row.lessons, 0);
  console.log(`${course}: ${lessons} lessons in total (issue 13 target: at least ${TARGETS[course]})`);
}
