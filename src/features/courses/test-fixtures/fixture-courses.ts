import { readFileSync } from "node:fs";
import path from "node:path";
import type { Course } from "../model/course-content";
import { parseUnit, type Lesson, type Level, type Unit } from "../model/content-schema";

/**
 * Courses for tests of gating and progress: English with A1 of two units (6 lessons) and A2 of one
 * (3 lessons), every lesson a real lesson of content/courses/en/a1/unit-01.json under a new id
 * (`fx-a1-l4` …), so each is as playable and scorable as the real ones whatever content lands.
 */
export function fixtureCourses(): Course[] {
  const file = path.join(process.cwd(), "content/courses/en/a1/unit-01.json");
  const parsed = parseUnit(file, JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
  const source = parsed.unit.lessons;
  let n = 0;
  const unit = (level: Level, id: string, count: number): Unit => ({
    ...parsed.unit,
    id,
    level,
    lessons: Array.from({ length: count }, (_, k): Lesson => ({ ...source[k % source.length]!, id: `fx-${level.toLowerCase()}-l${++n}` })),
  });
  const a1 = [unit("A1", "fx-a1-u1", 3), unit("A1", "fx-a1-u2", 3)];
  n = 0;
  const a2 = [unit("A2", "fx-a2-u1", 3)];
  return [
    {
      id: "en",
      levels: [
        { level: "A1", units: a1 },
        { level: "A2", units: a2 },
      ],
    },
  ];
}

/** The real lesson a fixture lesson was copied from (fx-a1-l4 → the first lesson of unit 1). */
export function fixtureLesson(courses: readonly Course[], lessonId: string): Lesson {
  for (const { levels } of courses)
    for (const { units } of levels) for (const unit of units) for (const lesson of unit.lessons) if (lesson.id === lessonId) return lesson;
  throw new Error(`no fixture lesson ${lessonId}`);
}
