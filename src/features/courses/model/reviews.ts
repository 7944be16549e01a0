import { createEmptyCard, fsrs, Rating, State, type Card, type Grade } from "ts-fsrs";
import type { AnswerCheck } from "./check-answer";
import { addDays, localDay, type BreakEvent, type LocalDay } from "./streak";

/**
 * Reviews with FSRS (ts-fsrs), behind our own card shape so storage never depends on the library
 * (decision record 0021).
 * - Every word or sentence learned is a card; an exercise's outcome grades it: wrong → again,
 *   almost → hard, correct → good, correct within the exercise's fast time → easy.
 * - Default FSRS parameters (90 % retention), no fuzz: the same history always gives the same
 *   schedule; spreading is done by {@link spreadBacklog}, in the open.
 * - A day's reviews are the cards due by the end of the learner's local day, most overdue first,
 *   at most a daily cap; the rest move to the next days (a backlog is spread, never dumped).
 * - Planned breaks: a card last reviewed before a break and due on or after its first day is due
 *   that many days later ({@link effectiveDue}), so nothing piles up while the learner is away;
 *   break days get no reviews.
 */

export type ReviewState = "new" | "learning" | "review" | "relearning";
export type ReviewGrade = "again" | "hard" | "good" | "easy";

export interface ReviewCard {
  itemId: string;
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: ReviewState;
  lastReview: Date | null;
}

export type BreakPlan = Pick<BreakEvent, "firstDay" | "days">;

/** A correct answer this quick (ms) is easy, unless the exercise says otherwise. */
export const FAST_ANSWER_MS = 5_000;
export const DEFAULT_DAILY_REVIEW_CAP = 50;

const scheduler = fsrs({ enable_fuzz: false });

const STATES: Record<State, ReviewState> = {
  [State.New]: "new",
  [State.Learning]: "learning",
  [State.Review]: "review",
  [State.Relearning]: "relearning",
};
const FSRS_STATE: Record<ReviewState, State> = {
  new: State.New,
  learning: State.Learning,
  review: State.Review,
  relearning: State.Relearning,
};
const RATINGS: Record<ReviewGrade, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

function fromFsrs(itemId: string, card: Card): ReviewCard {
  return {
    itemId,
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: STATES[card.state],
    lastReview: card.last_review ?? null,
  };
}

function toFsrs(card: ReviewCard): Card {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsedDays,
    scheduled_days: card.scheduledDays,
    learning_steps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: FSRS_STATE[card.state],
    ...(card.lastReview ? { last_review: card.lastReview } : {}),
  };
}

export function newCard(itemId: string, now: Date): ReviewCard {
  return fromFsrs(itemId, createEmptyCard(now));
}

export interface ExerciseOutcome {
  verdict: AnswerCheck["verdict"];
  durationMs: number;
  /** How quick a correct answer must be to count as easy (a typed sentence takes longer than a choice). */
  fastWithinMs?: number;
}

export function gradeFor(outcome: ExerciseOutcome): ReviewGrade {
  if (outcome.verdict === "wrong") return "again";
  if (outcome.verdict === "almost") return "hard";
  return outcome.durationMs <= (outcome.fastWithinMs ?? FAST_ANSWER_MS) ? "easy" : "good";
}

export function reviewCard(card: ReviewCard, grade: ReviewGrade, now: Date): ReviewCard {
  return fromFsrs(card.itemId, scheduler.next(toFsrs(card), now, RATINGS[grade]).card);
}

/** The same local time `days` calendar days later in `timeZone` (DST moves the UTC offset, not the day). */
function laterByDays(at: Date, days: number, timeZone: string): Date {
  const target = addDays(localDay(at, timeZone), days);
  const shifted = at.getTime() + days * 86_400_000;
  const candidates = [shifted, shifted - 3_600_000, shifted + 3_600_000].map((ms) => new Date(ms));
  return candidates.find((candidate) => localDay(candidate, timeZone) === target) ?? candidates[0]!;
}

/** When the card is really due, once planned breaks have pushed it past them. */
export function effectiveDue(card: ReviewCard, breaks: readonly BreakPlan[], timeZone: string): Date {
  let due = card.due;
  const ordered = [...breaks].sort((a, b) => (a.firstDay < b.firstDay ? -1 : a.firstDay > b.firstDay ? 1 : 0));
  for (const plan of ordered) {
    const reviewedBefore = !card.lastReview || localDay(card.lastReview, timeZone) < plan.firstDay;
    if (reviewedBefore && localDay(due, timeZone) >= plan.firstDay) due = laterByDays(due, plan.days, timeZone);
  }
  return due;
}

function isBreakDay(day: LocalDay, breaks: readonly BreakPlan[]): boolean {
  return breaks.some((plan) => day >= plan.firstDay && day < addDays(plan.firstDay, plan.days));
}

/** Cards due by the end of the learner's `day`, most overdue first. */
export function dueOn(cards: readonly ReviewCard[], day: LocalDay, timeZone: string, breaks: readonly BreakPlan[] = []): ReviewCard[] {
  return cards
    .map((card) => ({ card, due: effectiveDue(card, breaks, timeZone) }))
    .filter(({ due }) => localDay(due, timeZone) <= day)
    .sort((a, b) => a.due.getTime() - b.due.getTime() || (a.card.itemId < b.card.itemId ? -1 : 1))
    .map(({ card }) => card);
}

export interface SpreadOptions {
  today: LocalDay;
  timeZone: string;
  dailyCap?: number;
  breaks?: readonly BreakPlan[];
  /** Cards due up to this many days ahead are planned too (default 7). */
  horizonDays?: number;
}

/**
 * Plans the reviews of the coming days: each day takes at most `dailyCap` cards (the most overdue
 * first), the rest wait for the next day that is not a break day. Days without reviews are left out.
 */
export function spreadBacklog(cards: readonly ReviewCard[], options: SpreadOptions): { day: LocalDay; cards: ReviewCard[] }[] {
  const { today, timeZone, dailyCap = DEFAULT_DAILY_REVIEW_CAP, breaks = [], horizonDays = 7 } = options;
  if (!Number.isInteger(dailyCap) || dailyCap < 1) throw new Error("dailyCap must be a positive whole number");
  const pending = dueOn(cards, addDays(today, horizonDays), timeZone, breaks).map((card) => ({
    card,
    day: localDay(effectiveDue(card, breaks, timeZone), timeZone),
  }));
  const plan: { day: LocalDay; cards: ReviewCard[] }[] = [];
  let next = 0;
  for (let day = today; next < pending.length; day = addDays(day, 1)) {
    if (isBreakDay(day, breaks)) continue;
    const taken: ReviewCard[] = [];
    while (next < pending.length && taken.length < dailyCap && pending[next]!.day <= day) taken.push(pending[next++]!.card);
    if (taken.length > 0) plan.push({ day, cards: taken });
  }
  return plan;
}

/** Today's review: the first day of the spread plan, when it is today. */
export function todaysReviews(cards: readonly ReviewCard[], options: SpreadOptions): ReviewCard[] {
  const first = spreadBacklog(cards, { ...options, horizonDays: 0 })[0];
  return first?.day === options.today ? first.cards : [];
}
