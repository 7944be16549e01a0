import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { analyticsEvents, learningDays, reviewCards } from "@db/schema";
import { createUser, giveLessonCompletion, givePlannedBreak, giveReviewCards } from "@db/factories";
import { getDb } from "@/lib/db";
import { anonymousAccount, registeredAccount } from "../../../../tests/support/accounts";
import { callApi } from "../../../../tests/support/api-client";
import type { ReviewExercise } from "../model/review-session";
import type { SubmittedAnswer } from "../model/scoring";
import { openAttempt, readAttempt } from "./attempts";
import { readCards, recordLearnedItems, sentenceItemId, wordItemId } from "./review-cards";
import { readLearnerTimeZone, readReviewsToday, startReview, submitReviewResults } from "./reviews";

const KYIV = "Europe/Kyiv";
const db = () => getDb();
/** 21:00 in Kyiv on 23 November: the lesson is learned late in the evening. */
const lessonAt = new Date("2026-11-23T19:00:00Z");
const nextMorning = new Date("2026-11-24T07:00:00Z");
const LESSON_ITEMS = [
  ...["hello", "goodbye", "name", "fine", "thank-you"].map((id) => wordItemId("en", id)),
  sentenceItemId("en", "en-a1-u01-l01", "gap-name"),
];

/** A learner who finished the first lesson: its words and a sentence became cards (as lesson results make them). */
async function learnerAfterLesson() {
  const user = await createUser(db());
  await db().transaction((tx) =>
    recordLearnedItems(
      tx,
      user.id,
      "en",
      LESSON_ITEMS.map((itemId) => ({ itemId, outcome: { verdict: "correct" as const, durationMs: 8_000 } })),
      lessonAt,
    ),
  );
  return user;
}

function rightAnswer(exercise: ReviewExercise): string | null {
  switch (exercise.type) {
    case "choose":
    case "listen_choose":
    case "dialogue":
    case "fill_gap":
    case "word_bank":
      return exercise.answer;
    case "listen_type":
      return exercise.audio;
    case "translate":
      return exercise.answers[0]!;
    default:
      return null;
  }
}

const perfectAnswers = (exercises: ReviewExercise[]): SubmittedAnswer[] =>
  exercises.map((exercise) => ({ exerciseId: exercise.id, response: rightAnswer(exercise), ms: 4_000 }));

async function dayRow(userId: string, day: string) {
  const [row] = await db()
    .select()
    .from(learningDays)
    .where(and(eq(learningDays.userId, userId), eq(learningDays.day, day)));
  return row;
}

const cardsById = async (userId: string) => new Map((await readCards(db(), userId, "en")).map((card) => [card.itemId, card]));

describe("reviews", () => {
  it("appear on the learner's next local day after a lesson's words were learned, spread over the week", async () => {
    const user = await learnerAfterLesson();
    const sameEvening = await readReviewsToday(user.id, "en", "uk", KYIV, new Date(lessonAt.getTime() + 30 * 60_000));
    expect(sameEvening).toMatchObject({ today: "2026-11-23", count: 0, exercises: [], cards: LESSON_ITEMS.length });
    expect(sameEvening!.days.slice(0, 2)).toEqual([
      { day: "2026-11-23", count: 0, onBreak: false },
      { day: "2026-11-24", count: LESSON_ITEMS.length, onBreak: false },
    ]);
    const tomorrow = await readReviewsToday(user.id, "en", "uk", KYIV, nextMorning);
    expect(tomorrow).toMatchObject({ today: "2026-11-24", count: LESSON_ITEMS.length });
    expect(tomorrow!.exercises.flatMap((exercise) => exercise.itemIds).sort()).toEqual([...LESSON_ITEMS].sort());
    // Tomorrow's exercises are the ones the review then asks.
    const started = await startReview({ userId: user.id, course: "en", locale: "uk", mode: "due", timeZone: KYIV, now: nextMorning });
    expect(started.status === "ok" && started.exercises).toEqual(tomorrow!.exercises);
  });

  it("has nothing for a new learner and nothing on a planned break's days", async () => {
    const newcomer = await createUser(db());
    expect(await startReview({ userId: newcomer.id, course: "en", locale: "en", mode: "due", timeZone: KYIV, now: nextMorning })).toEqual({
      status: "empty",
    });
    const away = await learnerAfterLesson();
    await givePlannedBreak(db(), away.id, { firstDay: "2026-11-24", days: 2, timeZone: KYIV });
    const onBreak = await readReviewsToday(away.id, "en", "en", KYIV, nextMorning);
    expect(onBreak).toMatchObject({ count: 0 });
    expect(onBreak!.days.slice(0, 4).map(({ count, onBreak: off }) => [count, off])).toEqual([
      [0, true],
      [0, true],
      [LESSON_ITEMS.length, false],
      [0, false],
    ]);
  });

  it("scores the review once: cards graded, one XP and one review per card, time added; a replay changes nothing", async () => {
    // The mix of exercise types follows the learner's id: take a learner whose session has a choice of
    // meanings (a word's definition in English, its translation in Ukrainian).
    const differs = (en: ReviewExercise, uk: ReviewExercise | undefined) =>
      en.type === "choose" && uk?.type === "choose" && en.answer !== uk.answer;
    let found: { user: { id: string }; started: ReviewExercise[]; attemptId: string; switched: number } | undefined;
    for (let tries = 0; tries < 12 && !found; tries++) {
      const candidate = await learnerAfterLesson();
      const preview = await readReviewsToday(candidate.id, "en", "en", KYIV, nextMorning);
      const inUk = await readReviewsToday(candidate.id, "en", "uk", KYIV, nextMorning);
      const switched = preview.exercises.findIndex((exercise, index) => differs(exercise, inUk.exercises[index]));
      if (switched < 0) continue;
      const started = await startReview({
        userId: candidate.id,
        course: "en",
        locale: "en",
        mode: "due",
        timeZone: KYIV,
        now: nextMorning,
      });
      if (started.status !== "ok") throw new Error(started.status);
      expect(started.meanings).toBe("definition");
      found = { user: candidate, started: started.exercises, attemptId: started.attemptId, switched };
    }
    if (!found) throw new Error("no learner's session had a choice of meanings in 12 tries");
    const { user, switched } = found;
    const started = { attemptId: found.attemptId, exercises: found.started };
    const again = await startReview({ userId: user.id, course: "en", locale: "en", mode: "due", timeZone: KYIV, now: nextMorning });
    expect(again).toMatchObject({ status: "ok", attemptId: started.attemptId, resumed: true, exercises: started.exercises });
    // Opened again in Ukrainian the same day: the same session (cards, order, exercise types), now in
    // Ukrainian: translations instead of definitions.
    const inUkrainian = await startReview({ userId: user.id, course: "en", locale: "uk", mode: "due", timeZone: KYIV, now: nextMorning });
    if (inUkrainian.status !== "ok") throw new Error(inUkrainian.status);
    expect(inUkrainian).toMatchObject({ attemptId: started.attemptId, resumed: true, meanings: "translation" });
    const shape = (exercises: ReviewExercise[]) => exercises.map(({ id, type, itemIds }) => ({ id, type, itemIds }));
    expect(shape(inUkrainian.exercises)).toEqual(shape(started.exercises));
    const today = await readReviewsToday(user.id, "en", "uk", KYIV, nextMorning);
    expect(today.exercises).toEqual(inUkrainian.exercises);

    // Answered in English up to the choice of meanings, from there on in Ukrainian: every answer is right.
    const answers = [...perfectAnswers(started.exercises).slice(0, switched), ...perfectAnswers(inUkrainian.exercises).slice(switched)];
    expect(answers[switched]!.response).not.toBe(rightAnswer(started.exercises[switched]!));
    const finishedAt = new Date(nextMorning.getTime() + 5 * 60_000);
    const body = { userId: user.id, attemptId: started.attemptId, answers, durationMs: 200_000 };
    const first = await submitReviewResults({ ...body, timeZone: KYIV, now: finishedAt });
    expect(first).toMatchObject({
      status: "completed",
      replay: false,
      result: {
        correct: started.exercises.length,
        total: started.exercises.length,
        accuracy: 1,
        xp: LESSON_ITEMS.length,
        cards: LESSON_ITEMS.length,
      },
    });
    const day = await dayRow(user.id, "2026-11-24");
    expect(day).toMatchObject({ xp: LESSON_ITEMS.length, reviews: LESSON_ITEMS.length, seconds: 4 * started.exercises.length });
    const cards = await cardsById(user.id);
    for (const itemId of LESSON_ITEMS) expect(cards.get(itemId)!.due.getTime(), itemId).toBeGreaterThan(nextMorning.getTime() + 86_400_000);

    const replay = await submitReviewResults({ ...body, answers: [], timeZone: KYIV, now: new Date(finishedAt.getTime() + 60_000) });
    expect(replay).toEqual({ status: "completed", replay: true, result: first.status === "completed" && first.result });
    expect(await dayRow(user.id, "2026-11-24")).toEqual(day);
    expect(await cardsById(user.id)).toEqual(cards);
    const events = await db()
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.userId, user.id), eq(analyticsEvents.eventType, "review_completed")));
    expect(events).toHaveLength(1);
    expect(events[0]!.eventProperties).toMatchObject({ mode: "due", cards: LESSON_ITEMS.length, xp: LESSON_ITEMS.length });
    expect(await readLearnerTimeZone(user.id)).toBe(KYIV);
    // Done for today: the count drops to zero and a new start finds nothing.
    expect(await readReviewsToday(user.id, "en", "en", KYIV, finishedAt)).toMatchObject({ count: 0 });
  });

  it("refuses a forged batch (an exercise or card not in the session) without changing anything", async () => {
    const user = await learnerAfterLesson();
    // A card learned long ago and not due: no answer may grade it.
    await giveReviewCards(db(), user.id, [{ itemId: wordItemId("en", "city"), due: new Date("2026-12-20T08:00:00Z") }]);
    const started = await startReview({ userId: user.id, course: "en", locale: "en", mode: "due", timeZone: KYIV, now: nextMorning });
    if (started.status !== "ok") throw new Error(started.status);
    expect(started.exercises.flatMap((exercise) => exercise.itemIds)).not.toContain(wordItemId("en", "city"));
    const before = await cardsById(user.id);
    const answers = perfectAnswers(started.exercises);
    const forged = [
      [...answers, { exerciseId: "en:word:city", response: "city", ms: 1_000 }],
      [...answers, { exerciseId: `review-${started.exercises.length + 1}`, response: "city", ms: 1_000 }],
      answers.slice(1),
      [...answers, answers[0]!],
    ];
    const problems = [];
    for (const batch of forged) {
      const result = await submitReviewResults({
        userId: user.id,
        attemptId: started.attemptId,
        answers: batch,
        durationMs: 60_000,
        timeZone: KYIV,
        now: nextMorning,
      });
      problems.push(result.status === "invalid" ? result.problem.code : result.status);
    }
    expect(problems).toEqual(["unknown_exercise", "unknown_exercise", "missing_answer", "duplicate_answer"]);
    expect(await cardsById(user.id)).toEqual(before);
    expect(await dayRow(user.id, "2026-11-24")).toBeUndefined();
    expect(await readAttempt(user.id, started.attemptId)).toMatchObject({ status: "started" });
  });

  it("treats another person's attempt, and a lesson attempt, as unknown", async () => {
    const ann = await learnerAfterLesson();
    const bob = await learnerAfterLesson();
    const started = await startReview({ userId: ann.id, course: "en", locale: "en", mode: "due", timeZone: KYIV, now: nextMorning });
    if (started.status !== "ok") throw new Error(started.status);
    const answers = perfectAnswers(started.exercises);
    const asBob = await submitReviewResults({
      userId: bob.id,
      attemptId: started.attemptId,
      answers,
      durationMs: 1,
      timeZone: KYIV,
      now: nextMorning,
    });
    expect(asBob).toEqual({ status: "not_found" });
    const lesson = await openAttempt(ann.id, { course: "en", kind: "lesson", itemId: "en-a1-u01-l02" }, nextMorning);
    const asReview = await submitReviewResults({
      userId: ann.id,
      attemptId: lesson.attempt.id,
      answers,
      durationMs: 1,
      timeZone: KYIV,
      now: nextMorning,
    });
    expect(asReview).toEqual({ status: "not_found" });
    expect(await readAttempt(ann.id, started.attemptId)).toMatchObject({ status: "started" });
    expect(await readAttempt(ann.id, lesson.attempt.id)).toMatchObject({ status: "started" });
  });

  it("counts two submissions at once once", async () => {
    const user = await learnerAfterLesson();
    const started = await startReview({ userId: user.id, course: "en", locale: "en", mode: "due", timeZone: KYIV, now: nextMorning });
    if (started.status !== "ok") throw new Error(started.status);
    const submit = () =>
      submitReviewResults({
        userId: user.id,
        attemptId: started.attemptId,
        answers: perfectAnswers(started.exercises),
        durationMs: 100_000,
        timeZone: KYIV,
        now: new Date(nextMorning.getTime() + 120_000),
      });
    const results = await Promise.all([submit(), submit()]);
    expect(results.map((result) => result.status === "completed" && result.replay).sort()).toEqual([false, true]);
    expect(await dayRow(user.id, "2026-11-24")).toMatchObject({ reviews: LESSON_ITEMS.length, xp: LESSON_ITEMS.length });
  });

  it("practises weak items: lapsed and barely remembered cards, whenever they are due", async () => {
    const user = await createUser(db());
    const far = new Date("2027-01-10T08:00:00Z");
    const lastReview = new Date("2026-11-20T08:00:00Z");
    await giveReviewCards(db(), user.id, [
      { itemId: wordItemId("en", "city"), due: far, lapses: 2, stability: 4, lastReview },
      { itemId: wordItemId("en", "live"), due: far, stability: 1.1, lastReview },
      { itemId: wordItemId("en", "from"), due: far, stability: 40, lastReview },
    ]);
    expect(await readReviewsToday(user.id, "en", "en", KYIV, nextMorning)).toMatchObject({ count: 0, weak: 2 });
    const practice = await startReview({ userId: user.id, course: "en", locale: "en", mode: "weak", timeZone: KYIV, now: nextMorning });
    if (practice.status !== "ok") throw new Error(practice.status);
    expect(practice.exercises.flatMap((exercise) => exercise.itemIds).sort()).toEqual([wordItemId("en", "city"), wordItemId("en", "live")]);
    const done = await submitReviewResults({
      userId: user.id,
      attemptId: practice.attemptId,
      answers: perfectAnswers(practice.exercises),
      durationMs: 30_000,
      timeZone: KYIV,
      now: new Date(nextMorning.getTime() + 60_000),
    });
    expect(done).toMatchObject({ status: "completed", result: { mode: "weak", xp: 2 } });
    const [from] = await db()
      .select()
      .from(reviewCards)
      .where(and(eq(reviewCards.userId, user.id), eq(reviewCards.itemId, wordItemId("en", "from"))));
    expect(from!.due).toEqual(far);
  });
});

describe("/v1/courses/reviews", () => {
  it("starts, submits and replays through the API; a forged batch is 422, another person's attempt 404", async () => {
    const ann = await anonymousAccount();
    const bob = await registeredAccount();
    const yesterday = new Date(Date.now() - 86_400_000);
    await giveReviewCards(db(), ann.userId, [
      { itemId: wordItemId("en", "hello"), due: yesterday },
      { itemId: wordItemId("en", "goodbye"), due: yesterday },
      { itemId: wordItemId("en", "no-longer-in-the-course"), due: yesterday },
    ]);
    await giveLessonCompletion(db(), ann.userId, { lessonId: "en-a1-u01-l01", day: "2026-01-05", timeZone: KYIV });

    const today = await callApi("/v1/courses/reviews?course=en&locale=uk", { token: ann.token });
    expect(today.status, await today.clone().text()).toBe(200);
    expect(await today.json()).toMatchObject({ course: "en", count: 2, weak: 0, cards: 2 });

    const start = await callApi("/v1/courses/reviews/attempts", { token: ann.token, body: { kind: "review", mode: "due", locale: "uk" } });
    expect(start.status, await start.clone().text()).toBe(200);
    const { attemptId, exercises } = (await start.json()) as { attemptId: string; exercises: ReviewExercise[] };
    expect(exercises.flatMap((exercise) => exercise.itemIds).sort()).toEqual([wordItemId("en", "goodbye"), wordItemId("en", "hello")]);
    const results = `/v1/courses/reviews/attempts/${attemptId}/results`;

    const forged = await callApi(results, {
      token: ann.token,
      body: { answers: [...perfectAnswers(exercises), { exerciseId: "en:word:city", response: "city", ms: 10 }], durationMs: 5_000 },
    });
    expect(forged.status).toBe(422);
    expect(await forged.json()).toMatchObject({
      error: { code: "invalid_answers", reason: "unknown_exercise", fields: { "answers.en:word:city": "unknown_exercise" } },
    });
    const bobs = await callApi(results, { token: bob.token, body: { answers: perfectAnswers(exercises), durationMs: 5_000 } });
    expect(bobs.status).toBe(404);
    expect((await callApi(results, { token: ann.token, body: { answers: "all right", durationMs: 5 } })).status).toBe(400);

    const done = await callApi(results, { token: ann.token, body: { answers: perfectAnswers(exercises), durationMs: 5_000 } });
    expect(done.status, await done.clone().text()).toBe(200);
    const first = await done.json();
    expect(first).toMatchObject({ attemptId, mode: "due", xp: 2, cards: 2, replay: false });
    const replay = await callApi(results, { token: ann.token, body: { answers: perfectAnswers(exercises), durationMs: 5_000 } });
    expect(await replay.json()).toEqual({ ...first, replay: true });

    const nothing = await callApi("/v1/courses/reviews/attempts", { token: ann.token, body: { kind: "review", mode: "due" } });
    expect(nothing.status).toBe(404);
    expect((await callApi("/v1/courses/reviews/attempts", { token: ann.token, body: { kind: "lesson", mode: "due" } })).status).toBe(400);
  });
});
