import { locales } from "@/lib/i18n";
import { COURSES, LEVELS, parseUnit, type CourseId, type Lesson, type Level, type Unit, type Word } from "./content-schema";

/**
 * Whole courses from unit files. A unit file lives at `content/courses/<course>/<level>/unit-NN.json`
 * (`content/courses/en/a1/unit-01.json`); units are ordered by their file name, lessons as written.
 * Checks what one file cannot: the path agrees with the file, ids are unique across the course, and
 * a word is matched only once it has been introduced.
 */
export const CONTENT_DIR = "content/courses";

const UNIT_PATH = /^([a-z]+)\/([a-z][0-9])\/unit-(\d{2})\.json$/;

export interface CourseLevel {
  level: Level;
  units: Unit[];
}
export interface Course {
  id: CourseId;
  levels: CourseLevel[];
}
export type CourseContent = { ok: true; courses: Course[] } | { ok: false; errors: string[] };

export interface UnitFile {
  /** Relative to CONTENT_DIR, with forward slashes: `en/a1/unit-01.json`. */
  relativePath: string;
  data: unknown;
}

const levelIndex = (level: Level) => LEVELS.indexOf(level);

/** Validates every unit file and the course-wide rules; errors name the file (`content/courses/…`) and field. */
export function parseCourseContent(files: readonly UnitFile[]): CourseContent {
  const errors: string[] = [];
  const parsed: { file: string; course: CourseId; level: Level; unit: Unit }[] = [];

  for (const { relativePath, data } of files) {
    const file = `${CONTENT_DIR}/${relativePath}`;
    const match = UNIT_PATH.exec(relativePath);
    const course = COURSES.find((id) => id === match?.[1]);
    const level = LEVELS.find((id) => id.toLowerCase() === match?.[2]);
    if (!match || !course || !level) {
      errors.push(`${file}: (path): must be <course>/<level>/unit-NN.json with course ${COURSES.join("|")} and level a1…c1`);
      continue;
    }
    const result = parseUnit(file, data);
    if (!result.ok) {
      errors.push(...result.errors);
      continue;
    }
    if (result.unit.course !== course) errors.push(`${file}: course: "${result.unit.course}" but the file is under ${course}/`);
    if (result.unit.level !== level) errors.push(`${file}: level: "${result.unit.level}" but the file is under ${match[2]}/`);
    parsed.push({ file, course, level, unit: result.unit });
  }

  parsed.sort((a, b) => levelIndex(a.level) - levelIndex(b.level) || a.file.localeCompare(b.file));
  for (const course of COURSES) errors.push(...checkCourse(parsed.filter((entry) => entry.course === course)));

  if (errors.length > 0) return { ok: false, errors };
  const courses = COURSES.map((id) => ({
    id,
    levels: LEVELS.map((level) => ({
      level,
      units: parsed.filter((entry) => entry.course === id && entry.level === level).map((entry) => entry.unit),
    })).filter((level) => level.units.length > 0),
  })).filter((course) => course.levels.length > 0);
  return { ok: true, courses };
}

/** Unique ids across one course (units, lessons, words) and words matched only after they are introduced. */
function checkCourse(units: readonly { file: string; unit: Unit }[]): string[] {
  const errors: string[] = [];
  const owners = new Map<string, string>();
  const claim = (kind: string, id: string, where: string) => {
    const key = `${kind}:${id}`;
    const first = owners.get(key);
    if (first) errors.push(`${where}: duplicate ${kind} id "${id}" (first used at ${first})`);
    else owners.set(key, where);
  };
  const introduced = new Map<string, Word>();

  for (const { file, unit } of units) {
    claim("unit", unit.id, `${file}: id`);
    unit.lessons.forEach((lesson: Lesson, lessonIndex) => {
      const at = `${file}: lessons[${lessonIndex}] (${lesson.id})`;
      claim("lesson", lesson.id, `${at}.id`);
      lesson.words.forEach((word, wordIndex) => {
        claim("word", word.id, `${at}.words[${wordIndex}] (${word.id}).id`);
        introduced.set(word.id, word);
      });
      lesson.exercises.forEach((exercise, exerciseIndex) => {
        if (exercise.type !== "match_pairs") return;
        const field = `${at}.exercises[${exerciseIndex}] (${exercise.id}).wordIds`;
        exercise.wordIds.forEach((wordId, index) => {
          if (!introduced.has(wordId)) errors.push(`${field}[${index}]: "${wordId}" is not introduced in this or an earlier lesson`);
        });
        // Two pairs with one word or one translation would make the matching ambiguous.
        const words = exercise.wordIds.flatMap((wordId) => introduced.get(wordId) ?? []);
        if (new Set(words.map((word) => word.text.toLowerCase())).size !== words.length)
          errors.push(`${field}: two pairs have the same word`);
        for (const locale of locales) {
          const translations = new Set(words.map((word) => word.translation[locale].toLowerCase()));
          if (translations.size !== words.length) errors.push(`${field}: two pairs have the same ${locale} translation`);
        }
        // What a learner who reads the course's own language matches the words to.
        if (new Set(words.map((word) => word.definition.toLowerCase())).size !== words.length)
          errors.push(`${field}: two pairs have the same definition`);
      });
    });
  }
  return errors;
}

export interface LessonCount {
  course: CourseId;
  level: Level;
  units: number;
  lessons: number;
  exercises: number;
  words: number;
}

/** Units, lessons, exercises and new words per course and level (`npm run content:count`). */
export function countLessons(courses: readonly Course[]): LessonCount[] {
  return courses.flatMap((course) =>
    course.levels.map(({ level, units }) => {
      const lessons = units.flatMap((unit) => unit.lessons);
      return {
        course: course.id,
        level,
        units: units.length,
        lessons: lessons.length,
        exercises: lessons.reduce((sum, lesson) => sum + lesson.exercises.length, 0),
        words: lessons.reduce((sum, lesson) => sum + lesson.words.length, 0),
      };
    }),
  );
}
