import "server-only";
import { recordServerEvents } from "@/features/growth/server";
import { writeKeeperValue } from "@/features/profile/server";
import { AppError } from "@/lib/errors";
import type { Transaction } from "@/lib/ownership/types";
import type { Lesson } from "../model/content-schema";
import type { LessonResult, ResultsBody } from "../model/lesson-session";
import { gradeExtraPractice, isPracticeId } from "../model/extra-practice";
import { findLesson, playableLesson, type LessonPlace } from "../model/playable";
import { matchWordVerdict, scoreLesson, type LessonScoring, type SubmittedAnswer, type VerdictCounts } from "../model/scoring";
import { computeStreak, localDay, resolveTimeZone } from "../model/streak";
import { accuracyOf, isPerfect, lessonXp } from "../model/xp";
import { awardAchievements, learnerStats } from "./achievements-store";
import { completeAttempt } from "./attempts";
import { readLearnerSnapshot } from "./learner-records";
import { addToLearningDay } from "./learning-days";
import { loadCourses } from "./load-content";
import { recordLearnedItems, sentenceItemId, wordItemId, type LearnedItem } from "./review-cards";

/**
 * Lesson results (decision records 0022 and 0034): the player sends its answers once per attempt;
 * the server scores them from the lesson content (checkAnswer), then in one transaction with the
 * attempt locked writes the XP and time of the learner's local day, the review cards of the
 * lesson's words and sentences, and the achievements earned. A replay or the other tab gets the
 * stored result. The transaction is the hot path: it reads the learner once (one snapshot) and
 * writes each table once (the attempt, the cards, the day, the achievements earned).
 */
export type { LessonResult, ResultsBody };

/** What the attempt stores (a replay answers it again). */
type StoredOutcome = Omit<LessonResult, "replay" | "practice"> & {
  /** Absent in outcomes stored before extra practice existed. */
  practice?: LessonResult["practice"];
  perfect: boolean;
  firstLessonEver: boolean;
  /** First tries by exercise type and verdict (the batched exercise_answered event). */
  verdicts: Record<string, VerdictCounts>;
};

/** Exercises whose answer is a sentence of the target language: each becomes a review card. */
const SENTENCE_TYPES = new Set(["fill_gap", "word_bank", "translate", "listen_type"]);

/** The review items a lesson practised: its words (and the words matched) and its sentence exercises. */
function learnedItems(course: string, lesson: Lesson, scoring: LessonScoring): LearnedItem[] {
  const items: LearnedItem[] = [];
  const seen = { verdict: "correct", durationMs: 0, fastWithinMs: 0 } as const;
  const practised = new Set<string>();
  for (const { exercise, verdict, ms, missed } of scoring.exercises) {
    if (exercise.type === "flashcard") {
      items.push({ itemId: wordItemId(course, exercise.wordId), outcome: seen });
      practised.add(exercise.wordId);
    } else if (exercise.type === "match_pairs") {
      for (const wordId of exercise.wordIds) {
        items.push({ itemId: wordItemId(course, wordId), outcome: { verdict: matchWordVerdict(verdict, missed, wordId), durationMs: ms } });
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
  const zone = resolveTimeZone(input.timeZone);
  const day = localDay(now, zone);
  let place: LessonPlace | undefined;

  const done = await completeAttempt<StoredOutcome>(
    userId,
    input.attemptId,
    now,
    async (tx: Transaction, locked) => {
      place = findLesson(loadCourses(), locked.itemId);
      if (!place) return null;
      const { lesson } = place;
      const course = place.course.id;
      // Extra practice (decision record 0029): built again here from the lesson and the batch's first
      // tries; only answers to exercises it has are graded, and they count for nothing but their own score.
      const lessonAnswers = input.body.answers.filter((answer) => !isPracticeId(answer.exerciseId));
      const hasPractice = lessonAnswers.length < input.body.answers.length;
      const practice = hasPractice ? gradeExtraPractice(playableLesson(place, "en"), input.body.answers) : null;
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
      const learner = await readLearnerSnapshot(userId, tx);
      const earlier = learner.completed.filter((attempt) => attempt.kind === "lesson");
      const firstCompletion = !earlier.some((attempt) => attempt.itemId === lesson.id);
      const score = { correct: scoring.correct, total: scoring.total };
      const xp = lessonXp(score, firstCompletion);

      const before = computeStreak(learner.streakEvents, now, zone);
      const after = computeStreak([...learner.streakEvents, { kind: "activity", at: now, timeZone: zone }], now, zone);

      const { newItemIds } = await recordLearnedItems(tx, userId, course, learnedItems(course, lesson, scoring), now);
      const wordPrefix = wordItemId(course, "");
      const newWords = lesson.words.map((word) => word.id).filter((id) => newItemIds.includes(wordPrefix + id));
      const newWordCount = newItemIds.filter((id) => id.startsWith(wordPrefix)).length;

      const seconds = Math.round(scoring.durationMs / 1000);
      const today = await addToLearningDay(tx, userId, day, { xp, seconds, lessons: 1, newWords: newWordCount });

      const perfect = isPerfect(score);
      const stats = learnerStats(learner, {
        streakDays: after.current,
        completing: { kind: "lesson", lessonId: lesson.id, perfect },
        added: { wordCards: newWordCount, xp },
        secondsToday: today.seconds,
      });
      const achievements = await awardAchievements(tx, userId, stats, learner.achievements, now);
      const { dailyGoalMinutes } = learner.settings;
      const outcome: StoredOutcome = {
        attemptId: locked.id,
        correct: score.correct,
        total: score.total,
        accuracy: Math.round(accuracyOf(score) * 1000) / 1000,
        xp,
        durationMs: scoring.durationMs,
        newWords,
        streak: { current: after.current, extendedToday: !before.activeToday && after.activeToday },
        achievements,
        dailyGoal: dailyGoalMinutes ? { minutes: dailyGoalMinutes, seconds: today.seconds } : null,
        perfect,
        firstLessonEver: earlier.length === 0,
        verdicts: scoring.byType,
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
    },
    undefined,
    "lesson",
  );
  if (done.status === "not_found") return done;
  if (!done.replay && place) await afterCompletion(userId, place.lesson, place.course.id, done.outcome, input.body.answers);
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
  // One statement for the completion's events.
  await recordServerEvents([
    {
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
    },
    {
      eventType: "exercise_answered",
      userId,
      properties: { ...base, batched: true, byType: outcome.verdicts, retries: answers.filter((answer) => answer.retry).length },
    },
    ...(outcome.streak.extendedToday ? [{ eventType: "streak_extended", userId, properties: { current: outcome.streak.current } }] : []),
    ...outcome.achievements.map((achievementId) => ({ eventType: "achievement_earned", userId, properties: { achievementId } })),
  ]);
}
