import "server-only";
import { and, eq } from "drizzle-orm";
import { lessonAttempts } from "@db/schema/courses";
import { recordServerEvent } from "@/features/growth/server";
import { writeKeeperValue } from "@/features/profile/server";
import { AppError } from "@/lib/errors";
import type { Transaction } from "@/lib/ownership/types";
import type { Lesson } from "../model/content-schema";
import { gradeExtraPractice, isPracticeId } from "../model/extra-practice";
import { findLesson, playableLesson } from "../model/playable";
import { scoreLesson, type LessonScoring, type SubmittedAnswer } from "../model/scoring";
import { computeStreak, localDay, resolveTimeZone } from "../model/streak";
import { accuracyOf, isPerfect, lessonXp } from "../model/xp";
import { awardAchievements, readLearnerStats } from "./achievements-store";
import { completeAttempt, readAttempt } from "./attempts";
import { readSettings, readStreakEvents } from "./learner-records";
import { addToLearningDay } from "./learning-days";
import { loadCourses } from "./load-content";
import { recordLearnedItems, sentenceItemId, wordItemId, type LearnedItem } from "./review-cards";

/**
 * Lesson results (decision record 0022): the player sends its answers once per attempt; the server
 * scores them from the lesson content (checkAnswer), then in one transaction with the attempt
 * locked writes the XP and time of the learner's local day, the review cards of the lesson's words
 * and sentences, and the achievements earned. A replay or the other tab gets the stored result.
 */
export interface LessonResult {
  attemptId: string;
  correct: number;
  total: number;
  accuracy: number;
  xp: number;
  durationMs: number;
  /** Ids of the lesson's words met for the first time. */
  newWords: string[];
  streak: { current: number; extendedToday: boolean };
  /** Ids of the achievements earned by these results. */
  achievements: string[];
  dailyGoal: { minutes: number; seconds: number } | null;
  replay: boolean;
  /** The extra practice's first tries (decision record 0029), when the batch had any the server could grade. */
  practice: { correct: number; total: number } | null;
}

/** What the attempt stores (a replay answers it again). */
type StoredOutcome = Omit<LessonResult, "replay" | "practice"> & {
  /** Absent in outcomes stored before extra practice existed. */
  practice?: LessonResult["practice"];
  perfect: boolean;
  firstLessonEver: boolean;
  /** First tries by exercise type and verdict (the batched exercise_answered event). */
  verdicts: Record<string, { correct: number; almost: number; wrong: number; seen: number }>;
};

export interface ResultsBody {
  answers: SubmittedAnswer[];
  durationMs: number;
}

/** Exercises whose answer is a sentence of the target language: each becomes a review card. */
const SENTENCE_TYPES = new Set(["fill_gap", "word_bank", "translate", "listen_type"]);

/** The review items a lesson practised: its words (and the words matched) and its sentence exercises. */
function learnedItems(course: string, lesson: Lesson, scoring: LessonScoring): LearnedItem[] {
  const items: LearnedItem[] = [];
  const seen = { verdict: "correct", durationMs: 0, fastWithinMs: 0 } as const;
  const practised = new Set<string>();
  for (const { exercise, verdict, ms } of scoring.exercises) {
    if (exercise.type === "flashcard") {
      items.push({ itemId: wordItemId(course, exercise.wordId), outcome: seen });
      practised.add(exercise.wordId);
    } else if (exercise.type === "match_pairs") {
      for (const wordId of exercise.wordIds) {
        items.push({ itemId: wordItemId(course, wordId), outcome: { verdict: verdict ?? "correct", durationMs: ms } });
        practised.add(wordId);
      }
    } else if (SENTENCE_TYPES.has(exercise.type) && verdict) {
      items.push({ itemId: sentenceItemId(course, lesson.id, exercise.id), outcome: { verdict, durationMs: ms } });
    }
  }
  // A word the lesson brings but no exercise practised is still learned (a first "good").
  for (const word of lesson.words) if (!practised.has(word.id)) items.push({ itemId: wordItemId(course, word.id), outcome: seen });
  return items;
}

export type SubmitResult = { status: "ok"; result: LessonResult } | { status: "not_found" };

export async function submitLessonResults(input: {
  userId: string;
  attemptId: string;
  body: ResultsBody;
  timeZone: string;
  now: Date;
}): Promise<SubmitResult> {
  const { userId, now } = input;
  const attempt = await readAttempt(userId, input.attemptId);
  if (!attempt || attempt.kind !== "lesson") return { status: "not_found" };
  const place = findLesson(loadCourses(), attempt.itemId);
  if (!place) return { status: "not_found" };
  const { lesson } = place;
  const course = place.course.id;
  const zone = resolveTimeZone(input.timeZone);
  const day = localDay(now, zone);

  // Extra practice (decision record 0029): built again here from the lesson and the batch's first
  // tries; only answers to exercises it has are graded, and they count for nothing but their own score.
  const lessonAnswers = input.body.answers.filter((answer) => !isPracticeId(answer.exerciseId));
  const hasPractice = lessonAnswers.length < input.body.answers.length;
  const practice = hasPractice ? gradeExtraPractice(playableLesson(place, "en"), input.body.answers) : null;

  const done = await completeAttempt<StoredOutcome>(userId, attempt.id, now, async (tx: Transaction, locked) => {
    const scored = scoreLesson(lesson.exercises, lesson.words, lessonAnswers, {
      wallMs: now.getTime() - locked.startedAt.getTime(),
      clientDurationMs: input.body.durationMs,
      extraSpentMs: practice?.ms ?? 0,
    });
    if (!scored.ok) {
      const { problem } = scored;
      const field = "index" in problem ? `body.answers.${problem.index}.exerciseId` : "body.answers";
      throw new AppError("invalid_answers", `The answers do not fit the lesson (${problem.code}: "${problem.exerciseId}").`, {
        reason: problem.code,
        fields: { [field]: `${problem.code}: ${problem.exerciseId}` },
      });
    }
    const { scoring } = scored;
    const earlier = await tx
      .select({ itemId: lessonAttempts.itemId })
      .from(lessonAttempts)
      .where(and(eq(lessonAttempts.userId, userId), eq(lessonAttempts.kind, "lesson"), eq(lessonAttempts.status, "completed")));
    const firstCompletion = !earlier.some((row) => row.itemId === lesson.id);
    const score = { correct: scoring.correct, total: scoring.total };
    const xp = lessonXp(score, firstCompletion);

    const events = await readStreakEvents(userId, tx);
    const before = computeStreak(events, now, zone);
    const after = computeStreak([...events, { kind: "activity", at: now, timeZone: zone }], now, zone);

    const { newItemIds } = await recordLearnedItems(tx, userId, course, learnedItems(course, lesson, scoring), now);
    const wordPrefix = wordItemId(course, "");
    const newWords = lesson.words.map((word) => word.id).filter((id) => newItemIds.includes(wordPrefix + id));
    const newWordCount = newItemIds.filter((id) => id.startsWith(wordPrefix)).length;

    const seconds = Math.round(scoring.durationMs / 1000);
    const today = await addToLearningDay(tx, userId, day, { xp, seconds, lessons: 1, newWords: newWordCount });

    const perfect = isPerfect(score);
    const stats = await readLearnerStats(tx, userId, {
      streakDays: after.current,
      today: day,
      completing: { kind: "lesson", lessonId: lesson.id, perfect },
    });
    const achievements = await awardAchievements(tx, userId, stats, now);
    const verdicts: StoredOutcome["verdicts"] = {};
    for (const { exercise, verdict } of scoring.exercises) {
      const counts = (verdicts[exercise.type] ??= { correct: 0, almost: 0, wrong: 0, seen: 0 });
      counts[verdict ?? "seen"]++;
    }
    const settings = await readSettings(userId, tx);
    const outcome: StoredOutcome = {
      attemptId: attempt.id,
      correct: score.correct,
      total: score.total,
      accuracy: Math.round(accuracyOf(score) * 1000) / 1000,
      xp,
      durationMs: scoring.durationMs,
      newWords,
      streak: { current: after.current, extendedToday: !before.activeToday && after.activeToday },
      achievements,
      dailyGoal: settings.dailyGoalMinutes ? { minutes: settings.dailyGoalMinutes, seconds: today.seconds } : null,
      perfect,
      firstLessonEver: earlier.length === 0,
      verdicts,
      practice: practice && practice.total > 0 ? { correct: practice.correct, total: practice.total } : null,
    };
    return {
      timeZone: zone,
      localDay: day,
      correct: score.correct,
      total: score.total,
      xp,
      durationMs: scoring.durationMs,
      answers: input.body.answers,
      outcome,
    };
  });
  if (done.status === "not_found") return done;
  if (!done.replay) await afterCompletion(userId, lesson, course, done.outcome, input.body.answers);
  return { status: "ok", result: resultOf(done.outcome, done.replay) };
}

function resultOf(outcome: StoredOutcome, replay: boolean): LessonResult {
  const { attemptId, correct, total, accuracy, xp, durationMs, newWords, streak, achievements, dailyGoal } = outcome;
  const practice = outcome.practice ?? null;
  return { attemptId, correct, total, accuracy, xp, durationMs, newWords, streak, achievements, dailyGoal, replay, practice };
}

/** What follows a first completion outside the transaction: the first-lesson keeper key and analytics. */
async function afterCompletion(
  userId: string,
  lesson: Lesson,
  course: string,
  outcome: StoredOutcome,
  answers: readonly SubmittedAnswer[],
): Promise<void> {
  if (outcome.firstLessonEver) await writeKeeperValue(userId, "completed_first_lesson", "true");
  const base = { lessonId: lesson.id, course };
  await recordServerEvent({
    eventType: "lesson_completed",
    userId,
    properties: {
      ...base,
      accuracy: outcome.accuracy,
      duration: outcome.durationMs,
      xp: outcome.xp,
      perfect: outcome.perfect,
      ...(outcome.practice ? { practiceCorrect: outcome.practice.correct, practiceTotal: outcome.practice.total } : {}),
    },
  });
  await recordServerEvent({
    eventType: "exercise_answered",
    userId,
    properties: { ...base, batched: true, byType: outcome.verdicts, retries: answers.filter((answer) => answer.retry).length },
  });
  if (outcome.streak.extendedToday)
    await recordServerEvent({ eventType: "streak_extended", userId, properties: { current: outcome.streak.current } });
  for (const achievementId of outcome.achievements)
    await recordServerEvent({ eventType: "achievement_earned", userId, properties: { achievementId } });
}
