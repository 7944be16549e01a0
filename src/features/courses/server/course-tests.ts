import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { lessonAttempts } from "@db/schema/courses";
import { getDb, type Database } from "@/lib/db";
import type { Locale } from "@/lib/i18n";
import type { Transaction } from "@/lib/ownership/types";
import type { CourseId, Level } from "../model/course-levels";
import {
  courseTests,
  drawCourseTest,
  findCourseTest,
  levelTestId,
  PASS_MARK,
  playableCourseTest,
  scoreCourseTest,
  type CourseTestKind,
  type CourseTestPlace,
  type SubmittedAnswer,
  type TestAnswersProblem,
  type TestDraw,
  type TestScoring,
  type TestVerdict,
} from "../model/course-tests";
import { playableWord, type PlayableExercise, type PlayableWord } from "../model/playable";
import { localDay, resolveTimeZone } from "../model/streak";
import { matchWordVerdict } from "../model/scoring";
import { completeAttempt, openAttempt, readAttempt, type AttemptRow } from "./attempts";
import { addToLearningDay } from "./learning-days";
import { loadCourses } from "./load-content";
import { recordLearnedItems, sentenceItemId, wordItemId, type LearnedItem } from "./review-cards";

/**
 * Unit checkpoints and level tests on the server (decision record 0026). An attempt's exercises
 * are drawn with the attempt's id as the seed, so the server rebuilds exactly what it showed when
 * it scores the answers (and a second tab resuming the attempt sees the same test). Results go
 * through `completeAttempt`: scored once from the content, a replay answers the stored outcome.
 * A pass is stored as `outcome.passed = true` on a completed `level_test` attempt whose item is
 * `<course>-<level>`: the course gating reads exactly that ({@link levelTestPassed}).
 */

/** What one completed test stored (`lesson_attempts.outcome`) and answers again on a replay. */
export interface TestOutcome {
  testId: string;
  kind: CourseTestKind;
  /** Whole percent right, 0–100. */
  score: number;
  correct: number;
  total: number;
  accuracy: number;
  passed: boolean;
  /** 1 per right answer, only on the test's first pass. */
  xp: number;
  durationMs: number;
  perExercise: TestVerdict[];
}

export type TestResult = TestOutcome & { attemptId: string; replay: boolean };

export interface TestRecord {
  attempts: number;
  bestScore: number;
  lastScore: number;
  lastPassed: boolean;
  passed: boolean;
  lastCompletedAt: string;
}

export interface TestSummary {
  testId: string;
  kind: CourseTestKind;
  /** The unit's title (checkpoints); null for a level test (the page names it by its level). */
  title: string | null;
  exercises: number;
  record: TestRecord | null;
}

export interface CourseTestList {
  course: CourseId;
  passMark: number;
  levels: { level: Level; units: TestSummary[]; levelTest: TestSummary }[];
}

const TEST_KINDS: CourseTestKind[] = ["unit_test", "level_test"];

/**
 * The person's records of every test of `course`, from their completed attempts: the /tests page's
 * reading, and the course map's (its checkpoints' and level tests' results, and the passed level tests).
 */
export async function readTestRecords(db: Database | Transaction, userId: string, course: string): Promise<Map<string, TestRecord>> {
  const rows = await db
    .select({ itemId: lessonAttempts.itemId, outcome: lessonAttempts.outcome, completedAt: lessonAttempts.completedAt })
    .from(lessonAttempts)
    .where(
      and(
        eq(lessonAttempts.userId, userId),
        eq(lessonAttempts.course, course),
        inArray(lessonAttempts.kind, TEST_KINDS),
        eq(lessonAttempts.status, "completed"),
      ),
    )
    .orderBy(lessonAttempts.completedAt);
  const records = new Map<string, TestRecord>();
  for (const row of rows) {
    const outcome = row.outcome as Partial<TestOutcome> | null;
    const score = outcome?.score ?? 0;
    const passed = outcome?.passed === true;
    const seen = records.get(row.itemId);
    records.set(row.itemId, {
      attempts: (seen?.attempts ?? 0) + 1,
      bestScore: Math.max(seen?.bestScore ?? 0, score),
      lastScore: score,
      lastPassed: passed,
      passed: (seen?.passed ?? false) || passed,
      lastCompletedAt: (row.completedAt ?? new Date(0)).toISOString(),
    });
  }
  return records;
}

const sizeOf = (place: CourseTestPlace) => drawCourseTest(place, "size").length;

/** Every test of `course` by level (checkpoints of its units, then the level test) with the person's record of each. */
export async function listCourseTests(
  { userId, course, locale }: { userId: string; course: CourseId; locale: Locale },
  db: Database = getDb(),
): Promise<CourseTestList> {
  const content = loadCourses().find((candidate) => candidate.id === course);
  const records = await readTestRecords(db, userId, course);
  const summary = (place: CourseTestPlace): TestSummary => ({
    testId: place.id,
    kind: place.kind,
    title: place.kind === "unit_test" ? place.units[0]!.title[locale] : null,
    exercises: sizeOf(place),
    record: records.get(place.id) ?? null,
  });
  const tests = content ? courseTests(content) : [];
  return {
    course,
    passMark: PASS_MARK,
    levels: (content?.levels ?? []).map(({ level }) => ({
      level,
      units: tests.filter((test) => test.level === level && test.kind === "unit_test").map(summary),
      levelTest: summary(tests.find((test) => test.id === levelTestId(course, level))!),
    })),
  };
}

export interface StartedTest {
  status: "ok";
  attemptId: string;
  resumed: boolean;
  test: { id: string; kind: CourseTestKind; course: CourseId; level: Level; title: string | null };
  exercises: PlayableExercise[];
  /** The words of the tested lessons (the player's "real words": a slip into one is wrong, not almost). */
  words: PlayableWord[];
  /** A level test: the next level, which a pass opens early (null for the last level and for checkpoints). */
  opensLevel: Level | null;
}

const nextLevel = (place: CourseTestPlace): Level | null => {
  const levels = place.course.levels.map((entry) => entry.level);
  return levels[levels.indexOf(place.level) + 1] ?? null;
};

const drawFor = (place: CourseTestPlace, attempt: Pick<AttemptRow, "id">): TestDraw[] => drawCourseTest(place, attempt.id);

/** Starts (or resumes, in a second tab) an attempt at the test `testId`: its exercises in `locale`. Tests are open to every learner. */
export async function startCourseTest(
  { userId, testId, locale, now }: { userId: string; testId: string; locale: Locale; now: Date },
  db: Database = getDb(),
): Promise<StartedTest | { status: "unknown" }> {
  const place = findCourseTest(loadCourses(), testId);
  if (!place) return { status: "unknown" };
  const { attempt, resumed } = await openAttempt(userId, { course: place.course.id, kind: place.kind, itemId: place.id }, now, db);
  return {
    status: "ok",
    attemptId: attempt.id,
    resumed,
    test: {
      id: place.id,
      kind: place.kind,
      course: place.course.id,
      level: place.level,
      title: place.kind === "unit_test" ? place.units[0]!.title[locale] : null,
    },
    exercises: playableCourseTest(place, drawFor(place, attempt), locale),
    words: place.units.flatMap((unit) =>
      unit.lessons.flatMap((lesson) => lesson.words.map((word) => playableWord(word, place.course.id, locale))),
    ),
    opensLevel: place.kind === "level_test" ? nextLevel(place) : null,
  };
}

/** The exercises of the person's attempt, again (a reload), or undefined when it is not their open test attempt. */
export async function readTestAttempt(
  { userId, attemptId, locale }: { userId: string; attemptId: string; locale: Locale },
  db: Database = getDb(),
): Promise<PlayableExercise[] | undefined> {
  const attempt = await readAttempt(userId, attemptId, db);
  const place = attempt && TEST_KINDS.includes(attempt.kind as CourseTestKind) ? findCourseTest(loadCourses(), attempt.itemId) : undefined;
  return place && attempt ? playableCourseTest(place, drawFor(place, attempt), locale) : undefined;
}

/** Exercises whose answer is a sentence of the target language: each is a review card (as in lessons). */
const SENTENCE_TYPES = new Set(["fill_gap", "word_bank", "translate", "listen_type"]);

function testedItems(course: string, draws: readonly TestDraw[], scoring: TestScoring): LearnedItem[] {
  return draws.flatMap((draw, index): LearnedItem[] => {
    const outcome = { verdict: scoring.perExercise[index]!.verdict, durationMs: scoring.ms[index]! };
    if (draw.exercise.type === "match_pairs")
      return draw.exercise.wordIds.map((wordId) => ({
        itemId: wordItemId(course, wordId),
        outcome: { ...outcome, verdict: matchWordVerdict(outcome.verdict, scoring.missed[index], wordId) },
      }));
    if (SENTENCE_TYPES.has(draw.exercise.type)) return [{ itemId: sentenceItemId(course, draw.lessonId, draw.exercise.id), outcome }];
    return [];
  });
}

/** Answers refused before anything is written (422): for an exercise not in the test, given twice or missing. */
export class TestAnswersError extends Error {
  constructor(readonly problem: TestAnswersProblem) {
    super(`invalid answers: ${problem.code} ${problem.exerciseId}`);
  }
}

class NotATest extends Error {}

async function passedBefore(tx: Transaction, attempt: AttemptRow): Promise<boolean> {
  const [row] = await tx
    .select({ id: lessonAttempts.id })
    .from(lessonAttempts)
    .where(
      and(
        eq(lessonAttempts.userId, attempt.userId),
        eq(lessonAttempts.kind, attempt.kind),
        eq(lessonAttempts.itemId, attempt.itemId),
        eq(lessonAttempts.status, "completed"),
        sql`${lessonAttempts.outcome}->>'passed' = 'true'`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export type SubmitTestResult =
  { status: "ok"; result: TestResult } | { status: "not_found" } | { status: "invalid"; problem: TestAnswersProblem };

/**
 * Completes the person's test attempt once: rebuilds its exercises from the seed, scores the
 * answers from the content, grades the review cards of what it tested, adds the time (and XP on a
 * first pass: 1 per right answer) to the learner's local day. Another person's attempt, a lesson's
 * attempt or an unknown id is not found; a replay answers the stored outcome.
 */
export async function submitTestResults(
  {
    userId,
    attemptId,
    body,
    timeZone,
    now,
  }: { userId: string; attemptId: string; body: { answers: SubmittedAnswer[]; durationMs: number }; timeZone: string; now: Date },
  db: Database = getDb(),
): Promise<SubmitTestResult> {
  try {
    const done = await completeAttempt<TestOutcome>(
      userId,
      attemptId,
      now,
      async (tx, attempt) => {
        const place = TEST_KINDS.includes(attempt.kind as CourseTestKind) ? findCourseTest(loadCourses(), attempt.itemId) : undefined;
        if (!place) throw new NotATest();
        const draws = drawFor(place, attempt);
        const scored = scoreCourseTest(place, draws, body.answers, {
          wallMs: now.getTime() - attempt.startedAt.getTime(),
          clientDurationMs: body.durationMs,
        });
        if (!scored.ok) throw new TestAnswersError(scored.problem);
        const { scoring } = scored;
        const course = place.course.id;
        const xp = scoring.passed && !(await passedBefore(tx, attempt)) ? scoring.correct : 0;
        const zone = resolveTimeZone(timeZone);
        const day = localDay(now, zone);
        const { newItemIds } = await recordLearnedItems(tx, userId, course, testedItems(course, draws, scoring), now);
        const newWords = newItemIds.filter((id) => id.startsWith(wordItemId(course, ""))).length;
        await addToLearningDay(tx, userId, day, { xp, seconds: Math.round(scoring.durationMs / 1000), newWords });
        const outcome: TestOutcome = {
          testId: place.id,
          kind: place.kind,
          score: scoring.score,
          correct: scoring.correct,
          total: scoring.total,
          accuracy: scoring.total ? scoring.correct / scoring.total : 0,
          passed: scoring.passed,
          xp,
          durationMs: scoring.durationMs,
          perExercise: scoring.perExercise,
        };
        return {
          timeZone: zone,
          localDay: day,
          correct: scoring.correct,
          total: scoring.total,
          xp,
          durationMs: scoring.durationMs,
          answers: body.answers,
          outcome,
        };
      },
      db,
    );
    if (done.status === "not_found") return done;
    return { status: "ok", result: { ...done.outcome, attemptId, replay: done.replay } };
  } catch (error) {
    if (error instanceof NotATest) return { status: "not_found" };
    if (error instanceof TestAnswersError) return { status: "invalid", problem: error.problem };
    throw error;
  }
}

/** True when the person passed the level test of `level` (the course gating opens the next level with it). */
export async function levelTestPassed(
  userId: string,
  course: string,
  level: Level,
  db: Database | Transaction = getDb(),
): Promise<boolean> {
  const [row] = await db
    .select({ id: lessonAttempts.id })
    .from(lessonAttempts)
    .where(
      and(
        eq(lessonAttempts.userId, userId),
        eq(lessonAttempts.kind, "level_test"),
        eq(lessonAttempts.itemId, levelTestId(course as CourseId, level)),
        eq(lessonAttempts.status, "completed"),
        sql`${lessonAttempts.outcome}->>'passed' = 'true'`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
