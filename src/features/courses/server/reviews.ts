import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { lessonAttempts } from "@db/schema/courses";
import { recordServerEvent } from "@/features/growth/server";
import { getDb, type Database } from "@/lib/db";
import { locales, type Locale } from "@/lib/i18n";
import type { Transaction } from "@/lib/ownership/types";
import type { Course } from "../model/course-content";
import { COURSES, type CourseId } from "../model/course-levels";
import { courseWords, meaningsFor, type Meanings } from "../model/playable";
import {
  buildReviewSession,
  hasReviewContent,
  reviewsDueToday,
  scoreReview,
  SESSION_CARDS,
  WEAK_SESSION_CARDS,
  weakCards,
  weekOfReviews,
  type ReviewExercise,
  type ReviewMode,
  type ScoreProblem,
} from "../model/review-session";
import type { SubmittedAnswer } from "../model/scoring";
import { reviewXp } from "../model/xp";
import { DEFAULT_DAILY_REVIEW_CAP, type BreakPlan, type ReviewCard } from "../model/reviews";
import { computeStreak, localDay, type LocalDay } from "../model/streak";
import { awardAchievements, readLearnerStats } from "./achievements-store";
import { completeAttempt, openAttempt, readAttempt, type AttemptRow } from "./attempts";
import { lastTimeZone, readBreaks, readSettings, readStreakEvents } from "./learner-records";
import { addToLearningDay } from "./learning-days";
import { loadCourses } from "./load-content";
import { readCards, recordLearnedItems } from "./review-cards";

/**
 * Reviews on the server (decision record 0024). Today's review is the cards due by the end of the
 * learner's local day (daily cap, planned breaks), a practice is the weakest cards. Starting one
 * opens a "review" attempt (`<mode>:<localDay>`) and stores the session's plan in it (mode, seed,
 * locale, the cards): scoring rebuilds the very same exercises from that plan and the content, so
 * an answer can only grade a card the session asked about.
 */

const planSchema = z.object({
  session: z.object({
    mode: z.enum(["due", "weak"]),
    seed: z.string(),
    locale: z.enum(locales),
    itemIds: z.array(z.string()),
  }),
});
type ReviewPlan = z.infer<typeof planSchema>["session"];

function findCourse(course: string, courses: readonly Course[] = loadCourses()): Course | undefined {
  return courses.find((candidate) => candidate.id === course);
}

/** The person's cards in `course` that the content can still ask about. */
async function readReviewableCards(db: Database | Transaction, userId: string, course: Course): Promise<ReviewCard[]> {
  const words = courseWords(course);
  return (await readCards(db, userId, course.id)).filter((card) => hasReviewContent(course, card.itemId, words));
}

function selectCards(
  mode: ReviewMode,
  cards: readonly ReviewCard[],
  today: LocalDay,
  timeZone: string,
  breaks: readonly BreakPlan[],
): ReviewCard[] {
  if (mode === "weak") return weakCards(cards).slice(0, WEAK_SESSION_CARDS);
  return reviewsDueToday(cards, { today, timeZone, breaks, dailyCap: DEFAULT_DAILY_REVIEW_CAP }).slice(0, SESSION_CARDS);
}

const reviewItemId = (mode: ReviewMode, today: LocalDay) => `${mode}:${today}`;
const sessionSeed = (userId: string, mode: ReviewMode, today: LocalDay) => `${userId}:${mode}:${today}`;

function planOf(attempt: AttemptRow): ReviewPlan | undefined {
  const parsed = planSchema.safeParse(attempt.answers);
  return parsed.success ? parsed.data.session : undefined;
}

/**
 * The plan's exercises, written in `locale` (by default the one it was started in). The cards,
 * their order and the exercise types never depend on the language, so a session resumed after the
 * learner switched the interface language goes on where it was, in the new language.
 */
function exercisesOf(plan: ReviewPlan, course: Course, locale: Locale = plan.locale): ReviewExercise[] {
  return buildReviewSession({ course, itemIds: plan.itemIds, locale, seed: plan.seed });
}

export interface ReviewsToday {
  course: CourseId;
  today: LocalDay;
  /** Cards due today (after the daily cap): what the start button reviews, in sessions of {@link SESSION_CARDS}. */
  count: number;
  /** The next session's exercises (the open session's, when one is open). */
  exercises: ReviewExercise[];
  /** Today and the six days after it, with the reviews planned on each. */
  days: { day: LocalDay; count: number; onBreak: boolean }[];
  /** Cards a practice of weak items would take from. */
  weak: number;
  /** Every card the person has in the course. */
  cards: number;
}

function emptyReviews(course: CourseId, today: LocalDay, timeZone: string): ReviewsToday {
  return { course, today, count: 0, exercises: [], days: weekOfReviews([], { today, timeZone }), weak: 0, cards: 0 };
}

/**
 * How many cards today's review has for one person in one course: the number /for-you shows and
 * starts (a card graded today waits for tomorrow, planned breaks, the backlog's spread). /my-plan
 * shows this same count, so its "Go to review" never leads to "All done for today".
 */
export async function countReviewsToday(
  userId: string,
  courseId: string,
  timeZone: string,
  now: Date,
  db: Database = getDb(),
): Promise<number> {
  const course = findCourse(courseId);
  if (!course) return 0;
  const [cards, breaks] = await Promise.all([readReviewableCards(db, userId, course), readBreaks(userId, db)]);
  return reviewsDueToday(cards, { today: localDay(now, timeZone), timeZone, breaks }).length;
}

/** Today's reviews of one person in one course, in their time zone and interface language. */
export async function readReviewsToday(
  userId: string,
  courseId: string,
  locale: Locale,
  timeZone: string,
  now: Date,
  db: Database = getDb(),
): Promise<ReviewsToday> {
  const today = localDay(now, timeZone);
  const course = findCourse(courseId);
  // A course without content yet (Spanish before its lessons land) has nothing to review.
  if (!course) return emptyReviews(COURSES.find((id) => id === courseId) ?? "en", today, timeZone);
  const [cards, breaks, open] = await Promise.all([
    readReviewableCards(db, userId, course),
    readBreaks(userId, db),
    db
      .select()
      .from(lessonAttempts)
      .where(
        and(
          eq(lessonAttempts.userId, userId),
          eq(lessonAttempts.kind, "review"),
          eq(lessonAttempts.itemId, reviewItemId("due", today)),
          eq(lessonAttempts.status, "started"),
        ),
      ),
  ]);
  const due = reviewsDueToday(cards, { today, timeZone, breaks });
  const openPlan = open[0] && planOf(open[0]);
  const exercises = openPlan
    ? exercisesOf(openPlan, course, locale)
    : buildReviewSession({
        course,
        itemIds: due.slice(0, SESSION_CARDS).map((card) => card.itemId),
        locale,
        seed: sessionSeed(userId, "due", today),
      });
  return {
    course: course.id,
    today,
    count: due.length,
    exercises,
    days: weekOfReviews(cards, { today, timeZone, breaks }),
    weak: weakCards(cards).length,
    cards: cards.length,
  };
}

export type StartReviewResult =
  | {
      status: "ok";
      attemptId: string;
      resumed: boolean;
      exercises: ReviewExercise[];
      /** How the exercises give meanings, in the page's language (a resumed session follows it too). */
      meanings: Meanings;
    }
  | { status: "empty" }
  | { status: "unknown_course" };

/**
 * Starts (or resumes, in a second tab) today's review or a practice of weak items. Nothing to
 * review opens nothing. The plan is written once into the attempt; a resumed attempt keeps it.
 */
export async function startReview(
  input: { userId: string; course: string; locale: Locale; mode: ReviewMode; timeZone: string; now: Date },
  db: Database = getDb(),
): Promise<StartReviewResult> {
  const { userId, locale, mode, timeZone, now } = input;
  const course = findCourse(input.course);
  if (!course) return { status: "unknown_course" };
  const today = localDay(now, timeZone);
  const itemId = reviewItemId(mode, today);
  const [open] = await db
    .select()
    .from(lessonAttempts)
    .where(
      and(
        eq(lessonAttempts.userId, userId),
        eq(lessonAttempts.kind, "review"),
        eq(lessonAttempts.itemId, itemId),
        eq(lessonAttempts.status, "started"),
      ),
    );
  const openPlan = open && planOf(open);
  if (open && openPlan) {
    return {
      status: "ok",
      attemptId: open.id,
      resumed: true,
      exercises: exercisesOf(openPlan, course, locale),
      meanings: meaningsFor(course.id, locale),
    };
  }

  const [cards, breaks] = await Promise.all([readReviewableCards(db, userId, course), readBreaks(userId, db)]);
  const selected = selectCards(mode, cards, today, timeZone, breaks);
  if (selected.length === 0) return { status: "empty" };
  const plan: ReviewPlan = { mode, seed: sessionSeed(userId, mode, today), locale, itemIds: selected.map((card) => card.itemId) };
  const { attempt, resumed } = await openAttempt(userId, { course: course.id, kind: "review", itemId }, now, db);
  // The first writer's plan stands (two tabs starting at once compute the same one anyway).
  const [written] = await db
    .update(lessonAttempts)
    .set({ answers: { session: plan } })
    .where(and(eq(lessonAttempts.id, attempt.id), isNull(lessonAttempts.answers)))
    .returning();
  const stored = written ?? (await readAttempt(userId, attempt.id, db));
  const storedPlan = stored && planOf(stored);
  if (!storedPlan) throw new Error("review attempt without its plan");
  return {
    status: "ok",
    attemptId: attempt.id,
    resumed,
    exercises: exercisesOf(storedPlan, course, locale),
    meanings: meaningsFor(course.id, locale),
  };
}

/** What a review's results answer (stored in the attempt and answered again to a replay). */
export interface ReviewResult {
  attemptId: string;
  mode: ReviewMode;
  correct: number;
  total: number;
  accuracy: number;
  /** 1 per card reviewed. */
  xp: number;
  durationMs: number;
  /** Cards graded. */
  cards: number;
  /** A review keeps the streak like a lesson. */
  streak: { current: number; extendedToday: boolean };
  /** Achievements this review earned (ids). */
  achievements: string[];
}

export type SubmitReviewResult =
  { status: "completed"; result: ReviewResult; replay: boolean } | { status: "not_found" } | { status: "invalid"; problem: ScoreProblem };

class InvalidAnswers extends Error {
  constructor(readonly problem: ScoreProblem) {
    super(problem.code);
  }
}

/**
 * Scores a review's answers once: the verdicts are recomputed from the session rebuilt from the
 * attempt's plan; each card is graded (FSRS) by its worst outcome; the day gets 1 XP and one review
 * per card and the time (capped). A replay, or the other tab, gets the stored result.
 */
export async function submitReviewResults(
  input: { userId: string; attemptId: string; answers: SubmittedAnswer[]; durationMs: number; timeZone: string; now: Date },
  db: Database = getDb(),
): Promise<SubmitReviewResult> {
  const { userId, attemptId, answers, timeZone, now } = input;
  const found = await readAttempt(userId, attemptId, db);
  if (!found || found.kind !== "review") return { status: "not_found" };
  try {
    const done = await completeAttempt<ReviewResult>(
      userId,
      attemptId,
      now,
      async (tx, attempt) => {
        const plan = planOf(attempt);
        const course = findCourse(attempt.course);
        if (!plan || !course) throw new Error(`review attempt ${attempt.id} has no plan or course`);
        const exercises = exercisesOf(plan, course);
        const wallMs = Math.min(now.getTime() - attempt.startedAt.getTime(), Math.max(0, input.durationMs));
        const inOtherLocales = () => locales.filter((other) => other !== plan.locale).map((other) => exercisesOf(plan, course, other));
        const scored = scoreReview(exercises, answers, wallMs, inOtherLocales);
        if (!scored.ok) throw new InvalidAnswers(scored.problem);
        const { score } = scored;
        const day = localDay(now, timeZone);
        const events = await readStreakEvents(userId, tx);
        const before = computeStreak(events, now, timeZone);
        const after = computeStreak([...events, { kind: "activity", at: now, timeZone }], now, timeZone);
        await recordLearnedItems(tx, userId, course.id, score.outcomes, now);
        const xp = reviewXp(score.cards);
        const today = await addToLearningDay(tx, userId, day, { xp, seconds: Math.round(score.durationMs / 1000), reviews: score.cards });
        const { stats, held } = await readLearnerStats(tx, userId, {
          streakDays: after.current,
          secondsToday: today.seconds,
          completing: { kind: "review" },
        });
        const achievements = await awardAchievements(tx, userId, stats, held, now);
        const result: ReviewResult = {
          attemptId,
          mode: plan.mode,
          correct: score.correct,
          total: score.total,
          accuracy: score.total === 0 ? 0 : Math.round((score.correct / score.total) * 100) / 100,
          xp,
          durationMs: score.durationMs,
          cards: score.cards,
          streak: { current: after.current, extendedToday: !before.activeToday && after.activeToday },
          achievements,
        };
        return {
          timeZone,
          localDay: day,
          correct: score.correct,
          total: score.total,
          xp,
          durationMs: score.durationMs,
          answers: { session: plan, submitted: answers, verdicts: score.verdicts },
          outcome: result,
        };
      },
      db,
    );
    if (done.status === "not_found") return done;
    if (!done.replay) {
      const result = done.outcome;
      if (result.streak.extendedToday) {
        await recordServerEvent({ eventType: "streak_extended", userId, properties: { current: result.streak.current } }, db);
      }
      for (const achievementId of result.achievements) {
        await recordServerEvent({ eventType: "achievement_earned", userId, properties: { achievementId } }, db);
      }
      await recordServerEvent(
        {
          eventType: "review_completed",
          userId,
          properties: {
            mode: result.mode,
            cards: result.cards,
            correct: result.correct,
            total: result.total,
            accuracy: result.accuracy,
            duration: Math.round(result.durationMs / 1000),
            xp: result.xp,
          },
        },
        db,
      );
    }
    return { status: "completed", result: done.outcome, replay: done.replay };
  } catch (error) {
    if (error instanceof InvalidAnswers) return { status: "invalid", problem: error.problem };
    throw error;
  }
}

/** The learner's time zone for pages (no X-Time-Location there): the one of their latest completed attempt. */
export async function readLearnerTimeZone(userId: string, db: Database = getDb()): Promise<string> {
  return lastTimeZone(userId, db);
}

/** The course the learner studies now (their setting, else English). */
export async function readCurrentCourse(userId: string, db: Database = getDb()): Promise<CourseId> {
  return (await readSettings(userId, db)).currentCourse ?? "en";
}
