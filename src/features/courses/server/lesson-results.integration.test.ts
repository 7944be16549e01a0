import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { completeLessons, createUser } from "@db/factories";
import { getDb } from "@/lib/db";
import { findLesson } from "../model/playable";
import { rightAnswer } from "../test-fixtures/answers";
import { openAttempt } from "./attempts";
import { submitLessonResults } from "./lesson-results";
import { loadCourses } from "./load-content";

/**
 * Lesson results are the courses' hot path (decision record 0034): a completion reads the learner
 * once and writes each table once, whatever the number of review cards. This counts the statements
 * one completion sends to PostgreSQL, so a query added per card or per achievement shows here.
 */
const statements: string[] = [];
const query = pg.Client.prototype.query;
function countStatements() {
  statements.length = 0;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [text] = args;
    statements.push(typeof text === "string" ? text : String((text as { text?: string }).text));
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
}
afterEach(() => {
  pg.Client.prototype.query = query;
});

const answersFor = (lessonId: string) => {
  const lesson = findLesson(loadCourses(), lessonId)!.lesson;
  return { answers: lesson.exercises.map((exercise) => rightAnswer(exercise, 3000)), durationMs: 60_000 };
};

async function complete(userId: string, lessonId: string, now: Date) {
  const { attempt } = await openAttempt(userId, { course: "en", kind: "lesson", itemId: lessonId }, new Date(now.getTime() - 600_000));
  countStatements();
  const done = await submitLessonResults({ userId, attemptId: attempt.id, body: answersFor(lessonId), timeZone: "Europe/Kyiv", now });
  pg.Client.prototype.query = query;
  expect(done.status).toBe("ok");
  return done.status === "ok" ? done.result : undefined;
}

describe("lesson results, statement by statement", () => {
  it("completes a lesson of 10–15 review items in one transaction of a few statements, and the events in one more", async () => {
    const anna = await createUser(getDb());
    // A learner with history: 20 lessons done, so the reads are not trivially empty.
    const done = loadCourses()[0]!.levels[0]!.units.flatMap((unit) => unit.lessons.map((lesson) => lesson.id));
    await completeLessons(getDb(), anna.id, done.slice(0, 20), { at: new Date("2026-11-20T09:00:00Z") });
    const next = done[20] ?? loadCourses()[0]!.levels[1]!.units[0]!.lessons[0]!.id;

    const result = await complete(anna.id, next, new Date("2026-11-23T09:00:00Z"));
    expect(result).toMatchObject({ replay: false });
    expect(result!.newWords.length).toBeGreaterThan(0);
    const begin = statements.findIndex((text) => /^begin/i.test(text));
    const commit = statements.findIndex((text) => /^commit/i.test(text));
    // begin, the attempt locked, the learner's snapshot, the cards locked, the cards written, the
    // day, (achievements earned), the attempt completed, commit.
    expect(commit - begin + 1, statements.join("\n")).toBeLessThanOrEqual(9);
    expect(statements.filter((text) => /review_cards/.test(text) && /^insert|^update/i.test(text))).toHaveLength(1);
    // Outside it: the events of the completion in one insert (no first-lesson keeper key here).
    expect(statements.slice(commit + 1).filter((text) => /analytics_events/.test(text))).toHaveLength(1);
    expect(statements.length, statements.join("\n")).toBeLessThanOrEqual(10);
  });
});
