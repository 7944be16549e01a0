import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { learningDays, lessonAttempts, reviewCards } from "@db/schema/courses";
import { profileKeeper } from "@db/schema/profile";
import { getDb } from "@/lib/db";
import { anonymousAccount, registeredAccount } from "../../../../tests/support/accounts";
import { callApi } from "../../../../tests/support/api-client";
import { buildExtraPractice, firstTriesOf } from "../model/extra-practice";
import { findLesson, playableLesson } from "../model/playable";
import { loadCourses } from "../server/load-content";
import { rightAnswer, scoredCount, wrongAnswer } from "../test-fixtures/answers";

const LESSON = "en-a1-u01-l01";
type CourseMapBody = { nextLessonId: string; levels: { units: { lessons: { id: string; status: string }[] }[] }[] };
const lesson = () => findLesson(loadCourses(), LESSON)!.lesson;
const allRight = () => ({ answers: lesson().exercises.map((exercise) => rightAnswer(exercise)), durationMs: 60_000 });

async function start(token: string, itemId = LESSON): Promise<string> {
  const response = await callApi("/v1/courses/attempts", { token, body: { kind: "lesson", itemId } });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { attemptId: string }).attemptId;
}

const submit = (token: string, attemptId: string, body: unknown, headers?: Record<string, string>) =>
  callApi(`/v1/courses/attempts/${attemptId}/results`, { token, body, headers });

async function dayXp(userId: string): Promise<number> {
  const rows = await getDb().select().from(learningDays).where(eq(learningDays.userId, userId));
  return rows.reduce((sum, row) => sum + row.xp, 0);
}

describe("lesson results", () => {
  it("scores an anonymous visitor's first lesson on the server: XP, new words, streak, achievements, review cards", async () => {
    const visitor = await anonymousAccount();
    const map = await callApi("/v1/courses?course=en&locale=uk", { token: visitor.token });
    expect(map.status).toBe(200);
    const { levels, nextLessonId } = (await map.json()) as CourseMapBody;
    expect(nextLessonId).toBe(LESSON);
    const firstUnit = levels[0]!.units[0]!.lessons.map((l) => l.status);
    expect(firstUnit[0]).toBe("next");
    expect(new Set(firstUnit.slice(1))).toEqual(new Set(["locked"]));

    const shown = await callApi(`/v1/courses/lessons/${LESSON}?locale=uk`, { token: visitor.token });
    expect(shown.status).toBe(200);
    const { lesson: playable } = (await shown.json()) as { lesson: { id: string; title: string; exercises: unknown[] } };
    expect(playable).toMatchObject({ id: LESSON, title: lesson().title.uk });
    expect(playable.exercises).toHaveLength(lesson().exercises.length);

    const attemptId = await start(visitor.token);
    const resumed = await callApi("/v1/courses/attempts", { token: visitor.token, body: { kind: "lesson", itemId: LESSON } });
    expect(resumed.status).toBe(200);
    expect(await resumed.json()).toEqual({ attemptId, resumed: true });

    const response = await submit(visitor.token, attemptId, allRight());
    expect(response.status, await response.clone().text()).toBe(200);
    const result = (await response.json()) as Record<string, unknown>;
    const total = scoredCount(lesson().exercises);
    expect(result).toMatchObject({
      attemptId,
      correct: total,
      total,
      accuracy: 1,
      xp: 10 + 2 * total + 5,
      streak: { current: 1, extendedToday: true },
      replay: false,
      dailyGoal: null,
    });
    expect(result.newWords).toEqual(lesson().words.map((word) => word.id));
    expect(result.achievements).toEqual(expect.arrayContaining(["first_lesson", "perfect_lesson"]));
    expect(result.durationMs).toBeLessThanOrEqual(60_000);

    const cards = await getDb().select().from(reviewCards).where(eq(reviewCards.userId, visitor.userId));
    const ids = cards.map((card) => card.itemId);
    expect(ids).toEqual(expect.arrayContaining(lesson().words.map((word) => `en:word:${word.id}`)));
    const sentences = lesson().exercises.filter((e) => ["fill_gap", "word_bank", "translate", "listen_type"].includes(e.type));
    expect(sentences.length).toBeGreaterThan(0);
    for (const exercise of sentences) expect(ids).toContain(`en:sentence:${LESSON}:${exercise.id}`);
    const keeper = await getDb()
      .select()
      .from(profileKeeper)
      .where(and(eq(profileKeeper.userId, visitor.userId), eq(profileKeeper.key, "completed_first_lesson")));
    expect(keeper[0]?.value).toBe("true");

    const after = (await (await callApi("/v1/courses?course=en&locale=en", { token: visitor.token })).json()) as CourseMapBody;
    expect(after.levels[0]!.units[0]!.lessons.map((l) => l.status).slice(0, 3)).toEqual(["done", "next", "locked"]);
  });

  it("grades only the words of a match's wrong try as missed; the match still counts as a missed question", async () => {
    const learner = await registeredAccount();
    const attemptId = await start(learner.token);
    const match = lesson().exercises.find((exercise) => exercise.type === "match_pairs")!;
    if (match.type !== "match_pairs") throw new Error("the first lesson has a match");
    const [confused, withIt, ...known] = match.wordIds;
    expect(known.length).toBeGreaterThan(0);
    const answers = lesson().exercises.map((exercise) =>
      exercise.id === match.id ? { ...rightAnswer(exercise), mistakes: 1, missed: [confused!, withIt!] } : rightAnswer(exercise),
    );
    const response = await submit(learner.token, attemptId, { answers, durationMs: 60_000 });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toMatchObject({ correct: scoredCount(lesson().exercises) - 1 });

    const cards = await getDb().select().from(reviewCards).where(eq(reviewCards.userId, learner.userId));
    const stability = (wordId: string) => cards.find((card) => card.itemId === `en:word:${wordId}`)!.stability;
    // Again gives a new card a far lower stability than Good: the two confused words are due again soon, the others not.
    for (const missed of [confused!, withIt!]) for (const word of known) expect(stability(missed)).toBeLessThan(stability(word));
    expect(stability(confused!)).toBe(stability(withIt!));
    // An id that is not one of the match's words grades nothing and is no error.
    const other = await start(learner.token, LESSON);
    const strange = lesson().exercises.map((exercise) =>
      exercise.id === match.id ? { ...rightAnswer(exercise), mistakes: 1, missed: ["not-a-word"] } : rightAnswer(exercise),
    );
    expect((await submit(learner.token, other, { answers: strange, durationMs: 60_000 })).status).toBe(200);
  });

  it("answers a replay with the same result and counts the XP once", async () => {
    const learner = await registeredAccount();
    const attemptId = await start(learner.token);
    const first = (await (await submit(learner.token, attemptId, allRight())).json()) as Record<string, unknown>;
    const replay = await submit(learner.token, attemptId, { answers: lesson().exercises.map((e) => wrongAnswer(e)), durationMs: 1 });
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ ...first, replay: true });
    expect(await dayXp(learner.userId)).toBe(first.xp);

    // A second go at a done lesson is a new attempt and earns at most 5.
    const again = await start(learner.token);
    const second = (await (await submit(learner.token, again, allRight())).json()) as Record<string, unknown>;
    expect(second).toMatchObject({ xp: 5, newWords: [], achievements: [], streak: { current: 1, extendedToday: false } });
    expect(await dayXp(learner.userId)).toBe((first.xp as number) + 5);
  });

  it("ignores a score sent by the client and judges every answer itself", async () => {
    const learner = await anonymousAccount();
    const attemptId = await start(learner.token);
    const exercises = lesson().exercises;
    const answers = exercises.map((exercise) => (exercise.type === "translate" ? wrongAnswer(exercise) : rightAnswer(exercise)));
    const forged = { answers, durationMs: 60_000, xp: 1000, correct: 99, accuracy: 1, score: 100 };
    const result = (await (await submit(learner.token, attemptId, forged)).json()) as Record<string, unknown>;
    const total = scoredCount(exercises);
    expect(result).toMatchObject({ correct: total - 1, total, xp: 10 + 2 * (total - 1) });
    expect(await dayXp(learner.userId)).toBe(10 + 2 * (total - 1));
  });

  it("caps the time by the answers' own times and the wall time since the attempt started", async () => {
    const learner = await anonymousAccount();
    const attemptId = await start(learner.token);
    const answers = lesson().exercises.map((exercise) => rightAnswer(exercise, 3_600_000));
    const result = (await (await submit(learner.token, attemptId, { answers, durationMs: 86_000_000 })).json()) as { durationMs: number };
    const [row] = await getDb().select().from(lessonAttempts).where(eq(lessonAttempts.id, attemptId));
    expect(result.durationMs).toBeLessThanOrEqual(row!.completedAt!.getTime() - row!.startedAt.getTime());
  });

  it("refuses answers for an exercise not in the lesson, a missing answer and a double answer with 422, leaving the attempt open", async () => {
    const learner = await anonymousAccount();
    const attemptId = await start(learner.token);
    const right = allRight().answers;
    const cases = [
      { answers: [...right, { exerciseId: "not-in-this-lesson", response: "hello", ms: 1000 }], reason: "unknown_exercise" },
      { answers: right.slice(1), reason: "missing_answer" },
      { answers: [...right, right[2]!], reason: "duplicate_answer" },
    ];
    for (const { answers, reason } of cases) {
      const response = await submit(learner.token, attemptId, { answers, durationMs: 60_000 });
      expect(response.status, reason).toBe(422);
      expect(((await response.json()) as { error: { code: string; reason: string } }).error).toMatchObject({
        code: "invalid_answers",
        reason,
      });
    }
    const [row] = await getDb().select().from(lessonAttempts).where(eq(lessonAttempts.id, attemptId));
    expect(row).toMatchObject({ status: "started", xp: null });
    expect(await dayXp(learner.userId)).toBe(0);
    // A retry of a mistake at the end is fine.
    const retried = await submit(learner.token, attemptId, { answers: [...right, { ...right[2]!, retry: true }], durationMs: 60_000 });
    expect(retried.status).toBe(200);
  });

  it("grades extra practice answers against the practice it builds again, for no XP; forged practice grades nothing", async () => {
    const learner = await registeredAccount();
    const attemptId = await start(learner.token);
    const exercises = lesson().exercises;
    // One translation missed, so the practice starts with it (built from tiles).
    const answers = exercises.map((exercise) => (exercise.type === "translate" ? wrongAnswer(exercise) : rightAnswer(exercise)));
    const playable = playableLesson(findLesson(loadCourses(), LESSON)!, "en");
    const practice = buildExtraPractice(playable, firstTriesOf(playable, answers)).map((item) => item.exercise);
    expect(practice.length).toBeGreaterThanOrEqual(3);
    const [tiles, ...rest] = practice;
    expect(tiles?.type).toBe("word_bank");
    const played = [
      ...answers,
      { exerciseId: tiles!.id, response: tiles!.type === "word_bank" ? tiles!.answer : "", ms: 5_000 },
      ...rest.map((exercise) => ({ exerciseId: exercise.id, response: "zzz qqq", ms: 5_000 })),
      // Forged: practice this batch does not have, a second answer, a retry.
      { exerciseId: "practice:9:word-hello", response: "hello", ms: 5_000 },
      { exerciseId: tiles!.id, response: "zzz", ms: 5_000 },
      { exerciseId: rest[0]!.id, response: "anything", ms: 5_000, retry: true },
    ];
    const response = await submit(learner.token, attemptId, { answers: played, durationMs: 600_000 });
    expect(response.status, await response.clone().text()).toBe(200);
    const total = scoredCount(exercises);
    // The lesson's score and XP are the lesson's own; the practice is counted beside it.
    const result = (await response.json()) as Record<string, unknown>;
    expect(result).toMatchObject({ correct: total - 1, total, xp: 10 + 2 * (total - 1), practice: { correct: 1, total: practice.length } });
    expect(await dayXp(learner.userId)).toBe(10 + 2 * (total - 1));
    const replay = (await (await submit(learner.token, attemptId, { answers: played, durationMs: 600_000 })).json()) as Record<
      string,
      unknown
    >;
    expect(replay).toEqual({ ...result, replay: true });

    // Practice answers alone for another attempt: forged, they grade nothing (and the lesson still needs its answers).
    const other = await start(learner.token);
    const onlyForged = [...allRight().answers, { exerciseId: "practice:1:translate-hello-tom", response: "Hello, I'm Tom.", ms: 1_000 }];
    const forged = (await (await submit(learner.token, other, { answers: onlyForged, durationMs: 60_000 })).json()) as Record<
      string,
      unknown
    >;
    expect(forged).toMatchObject({ correct: total, total, xp: 5, practice: null });
  });

  it("answers 404 for another person's attempt and an unknown one, and changes nothing", async () => {
    const [anna, ben] = [await anonymousAccount(), await registeredAccount()];
    const attemptId = await start(anna.token);
    expect((await submit(ben.token, attemptId, allRight())).status).toBe(404);
    expect((await submit(anna.token, "00000000-0000-4000-8000-000000000000", allRight())).status).toBe(404);
    expect((await submit(anna.token, "nope", allRight())).status).toBe(404);
    const [row] = await getDb().select().from(lessonAttempts).where(eq(lessonAttempts.id, attemptId));
    expect(row).toMatchObject({ status: "started", userId: anna.userId });
    expect(await dayXp(ben.userId)).toBe(0);
  });

  it("counts two submissions at once (two tabs) once", async () => {
    const learner = await anonymousAccount();
    const attemptId = await start(learner.token);
    const responses = await Promise.all([submit(learner.token, attemptId, allRight()), submit(learner.token, attemptId, allRight())]);
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    const results = (await Promise.all(responses.map((r) => r.json()))) as { xp: number; replay: boolean }[];
    expect(results.map((r) => r.replay).sort()).toEqual([false, true]);
    expect(results[0]!.xp).toBe(results[1]!.xp);
    expect(await dayXp(learner.userId)).toBe(results[0]!.xp);
    const [day] = await getDb().select().from(learningDays).where(eq(learningDays.userId, learner.userId));
    expect(day!.lessons).toBe(1);
  });

  it("answers 404 for an unknown lesson and 400 for a bad body", async () => {
    const learner = await anonymousAccount();
    expect((await callApi("/v1/courses/lessons/no-such-lesson", { token: learner.token })).status).toBe(404);
    expect((await callApi("/v1/courses/attempts", { token: learner.token, body: { kind: "lesson", itemId: "no-such" } })).status).toBe(404);
    const attemptId = await start(learner.token);
    expect((await submit(learner.token, attemptId, { answers: "all right" })).status).toBe(400);
  });
});
