import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { learningDays, lessonAttempts, reviewCards } from "@db/schema/courses";
import { getDb } from "@/lib/db";
import { callApi } from "../../../../tests/support/api-client";
import { anonymousAccount, signedInAccount, type TestAccount } from "../../../../tests/support/accounts";
import type { PlayableExercise } from "../model/playable";
import { openAttempt } from "../server/attempts";
import { levelTestPassed, startCourseTest } from "../server/course-tests";

interface Started {
  attemptId: string;
  resumed: boolean;
  exercises: PlayableExercise[];
}
interface Result {
  attemptId: string;
  score: number;
  correct: number;
  total: number;
  passed: boolean;
  xp: number;
  replay: boolean;
  perExercise: { exerciseId: string; verdict: string }[];
}

/** What the content accepts, read from the exercise as the player got it. */
function rightAnswer(exercise: PlayableExercise) {
  const response =
    exercise.type === "match_pairs"
      ? null
      : exercise.type === "translate"
        ? exercise.answers[0]!
        : exercise.type === "listen_type"
          ? exercise.audio
          : exercise.type === "flashcard"
            ? null
            : exercise.answer;
  return { exerciseId: exercise.id, response, ms: 4_000 };
}
const wrongAnswer = (exercise: PlayableExercise) =>
  exercise.type === "match_pairs"
    ? { exerciseId: exercise.id, response: null, ms: 4_000, mistakes: 3 }
    : { exerciseId: exercise.id, response: "qqq zzz", ms: 4_000 };

async function start(account: TestAccount, testId: string, locale = "en") {
  const response = await callApi(`/v1/courses/tests/${testId}/attempts?locale=${locale}`, { token: account.token, body: {} });
  return { status: response.status, body: (await response.json()) as Started };
}
const submit = (account: TestAccount, attemptId: string, body: unknown) =>
  callApi(`/v1/courses/tests/attempts/${attemptId}/results`, { token: account.token, body });
const allRight = (started: Started) => ({ answers: started.exercises.map(rightAnswer), durationMs: 60_000 });

async function dayOf(userId: string) {
  const [row] = await getDb().select().from(learningDays).where(eq(learningDays.userId, userId));
  return row;
}

describe("course tests over /v1", () => {
  it("starts a checkpoint (a second tab resumes the same exercises), scores it, keeps the result and counts the first pass's XP", async () => {
    const ann = await signedInAccount();
    const before = await callApi("/v1/courses/tests?course=en&locale=uk", { token: ann.token });
    expect(before.status).toBe(200);
    const list = (await before.json()) as {
      passMark: number;
      levels: { level: string; units: { testId: string; title: string; record: unknown }[]; levelTest: { testId: string } }[];
    };
    expect(list.passMark).toBe(0.8);
    expect(list.levels[0]).toMatchObject({ level: "A1", levelTest: { testId: "en-a1" } });
    expect(list.levels[0]!.units[0]).toMatchObject({ testId: "en-a1-u01", record: null });
    expect(list.levels[0]!.units[0]!.title).toMatch(/\p{Script=Cyrillic}/u);

    const startedAt = Date.now();
    const first = await start(ann, "en-a1-u01");
    expect(first.status).toBe(201);
    expect(first.body.exercises.length).toBeGreaterThanOrEqual(10);
    expect(first.body.exercises.length).toBeLessThanOrEqual(12);
    expect(first.body.exercises.some((exercise) => exercise.type === "flashcard")).toBe(false);
    const again = await start(ann, "en-a1-u01");
    expect(again).toMatchObject({ status: 200, body: { attemptId: first.body.attemptId, resumed: true } });
    expect(again.body.exercises.map((exercise) => exercise.id)).toEqual(first.body.exercises.map((exercise) => exercise.id));

    const response = await submit(ann, first.body.attemptId, allRight(first.body));
    expect(response.status).toBe(200);
    const total = first.body.exercises.length;
    expect(await response.json()).toMatchObject({ score: 100, correct: total, total, passed: true, xp: total, replay: false });
    const replay = await submit(ann, first.body.attemptId, { answers: first.body.exercises.map(wrongAnswer), durationMs: 1 });
    expect(await replay.json()).toMatchObject({ score: 100, xp: total, replay: true });
    // The time is capped by the wall time since the attempt started (a moment ago here), not the 60 s claimed.
    const day = await dayOf(ann.userId);
    expect(day).toMatchObject({ xp: total });
    expect(day!.seconds).toBeLessThanOrEqual(Math.ceil((Date.now() - startedAt) / 1000));
    const cards = await getDb().select().from(reviewCards).where(eq(reviewCards.userId, ann.userId));
    expect(cards.length).toBeGreaterThan(0);

    // A retake: a new attempt with other exercises; a second pass earns no XP.
    const retake = await start(ann, "en-a1-u01");
    expect(retake.status).toBe(201);
    expect(retake.body.attemptId).not.toBe(first.body.attemptId);
    expect(await (await submit(ann, retake.body.attemptId, allRight(retake.body))).json()).toMatchObject({ passed: true, xp: 0 });
    const after = (await (await callApi("/v1/courses/tests?course=en", { token: ann.token })).json()) as typeof list;
    expect(after.levels[0]!.units[0]!.record).toMatchObject({ attempts: 2, bestScore: 100, lastScore: 100, passed: true });
  });

  it("recomputes the score from the answers (three wrong fail, no XP) and ignores any score sent", async () => {
    const ann = await anonymousAccount();
    // Started ten minutes ago, so the time counted is what the learner spent (at most the client's 30 s).
    const begun = await startCourseTest({ userId: ann.userId, testId: "en-a1-u02", locale: "en", now: new Date(Date.now() - 600_000) });
    if (begun.status !== "ok") throw new Error("en-a1-u02 must exist");
    expect(begun).toMatchObject({ opensLevel: null, test: { kind: "unit_test", level: "A1" } });
    expect(begun.words.length).toBeGreaterThan(0);
    const started = { ...begun, exercises: begun.exercises };
    const answers = started.exercises.map((exercise, index) => (index < 3 ? wrongAnswer(exercise) : rightAnswer(exercise)));
    const response = await submit(ann, started.attemptId, { answers, durationMs: 30_000, score: 100, passed: true, correct: 99 });
    expect(response.status).toBe(200);
    const result = (await response.json()) as Result;
    expect(result).toMatchObject({ correct: started.exercises.length - 3, passed: false, xp: 0 });
    expect(result.perExercise.slice(0, 3).map((entry) => entry.verdict)).toEqual(["wrong", "wrong", "wrong"]);
    expect(await dayOf(ann.userId)).toMatchObject({ xp: 0, seconds: 30 });
  });

  it("refuses a forged or missing exercise with 422 and leaves the attempt open", async () => {
    const ann = await signedInAccount();
    const { body: started } = await start(ann, "en-a1-u01");
    const forged = {
      ...allRight(started),
      answers: [...allRight(started).answers, { exerciseId: "en-a1-u01-l01--not-there", response: "x", ms: 1 }],
    };
    const refused = await submit(ann, started.attemptId, forged);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: unknown }).error).toMatchObject({ code: "invalid_answers", reason: "unknown_exercise" });
    const missing = await submit(ann, started.attemptId, { answers: allRight(started).answers.slice(1), durationMs: 1_000 });
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { error: unknown }).error).toMatchObject({ reason: "missing_answer" });
    expect((await submit(ann, started.attemptId, allRight(started))).status).toBe(200);
  });

  it("answers 404 for another person's attempt, a lesson's attempt and an unknown test", async () => {
    const [ann, ben] = [await signedInAccount(), await signedInAccount()];
    const { body: started } = await start(ann, "en-a1-u01");
    expect((await submit(ben, started.attemptId, allRight(started))).status).toBe(404);
    const lesson = await openAttempt(ann.userId, { course: "en", kind: "lesson", itemId: "en-a1-u01-l01" }, new Date());
    expect((await submit(ann, lesson.attempt.id, allRight(started))).status).toBe(404);
    expect((await start(ann, "en-z9")).status).toBe(404);
    const [row] = await getDb().select().from(lessonAttempts).where(eq(lessonAttempts.id, started.attemptId));
    expect(row?.status).toBe("started");
  });

  it("counts two submissions at once once", async () => {
    const ann = await signedInAccount();
    const { body: started } = await start(ann, "en-a1-u01");
    const responses = await Promise.all([
      submit(ann, started.attemptId, allRight(started)),
      submit(ann, started.attemptId, allRight(started)),
    ]);
    const results = (await Promise.all(responses.map((response) => response.json()))) as Result[];
    expect(results.map((result) => result.replay).sort()).toEqual([false, true]);
    expect((await dayOf(ann.userId))?.xp).toBe(started.exercises.length);
  });

  it("records a level test's pass as the gating reads it (level_test, en-a1, outcome passed = true); a failed one opens nothing", async () => {
    const [ann, ben] = [await signedInAccount(), await signedInAccount()];
    const { body: passing } = await start(ann, "en-a1");
    const resumed = await startCourseTest({ userId: ann.userId, testId: "en-a1", locale: "en", now: new Date() });
    expect(resumed).toMatchObject({ resumed: true, opensLevel: "A2" });
    expect(passing.exercises).toHaveLength(20);
    expect(await (await submit(ann, passing.attemptId, allRight(passing))).json()).toMatchObject({ passed: true, xp: 20 });
    const { body: failing } = await start(ben, "en-a1");
    await submit(ben, failing.attemptId, { answers: failing.exercises.map(wrongAnswer), durationMs: 10_000 });

    const passedRows = await getDb()
      .select({ userId: lessonAttempts.userId })
      .from(lessonAttempts)
      .where(
        and(eq(lessonAttempts.kind, "level_test"), eq(lessonAttempts.itemId, "en-a1"), sql`${lessonAttempts.outcome}->>'passed' = 'true'`),
      );
    expect(passedRows.map((row) => row.userId)).toContain(ann.userId);
    expect(passedRows.map((row) => row.userId)).not.toContain(ben.userId);
    expect(await levelTestPassed(ann.userId, "en", "A1")).toBe(true);
    expect(await levelTestPassed(ben.userId, "en", "A1")).toBe(false);
    expect(await levelTestPassed(ann.userId, "en", "A2")).toBe(false);
  });
});
