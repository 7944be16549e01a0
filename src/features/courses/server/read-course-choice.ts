import "server-only";
import { desc, eq, max, sql } from "drizzle-orm";
import { lessonAttempts } from "@db/schema/courses";
import { getDb } from "@/lib/db";
import { COURSES, type CourseId } from "../model/course-levels";
import { readSettings } from "./learner-records";

/**
 * What the course map needs to pick a course (decision record 0027): the learner's current course
 * (learner_settings) and the courses they have started, the most recently practised first.
 */
export async function readCourseChoice(userId: string): Promise<{ currentCourse: string | null; started: CourseId[] }> {
  const db = getDb();
  const { currentCourse } = await readSettings(userId, db);
  const last = max(lessonAttempts.startedAt);
  // Two courses started in the same instant (lessons opened at one local midnight) go by the latest completion.
  const lastCompleted = max(lessonAttempts.completedAt);
  const rows = await db
    .select({ course: lessonAttempts.course, last, lastCompleted })
    .from(lessonAttempts)
    .where(eq(lessonAttempts.userId, userId))
    .groupBy(lessonAttempts.course)
    .orderBy(desc(last), sql`${lastCompleted} desc nulls last`);
  const started = rows
    .map((row) => COURSES.find((course) => course === row.course))
    .filter((course): course is CourseId => Boolean(course));
  return { currentCourse, started };
}
