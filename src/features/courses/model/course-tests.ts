import type { Locale } from "@/lib/i18n";
import type { Exercise, Lesson, Unit } from "./content-schema";
import type { Course } from "./course-content";
import type { CourseId, Level } from "./course-levels";
import { courseWords, playableExercise, type PlayableExercise } from "./playable";
import { answerVerdict, type SubmittedAnswer, type Verdict } from "./scoring";
import { seededRandom, shuffled } from "./seeded-random";

/**
 * Unit checkpoints and level tests (issue 13 item 7, decision record 0026). Pure, so the server
 * rebuilds the very exercises it showed when it scores an attempt: the draw depends only on the
 * content and the attempt's seed (its id).
 * - A checkpoint (test id = the unit id, `en-a1-u01`) draws 10–12 exercises from the unit's
 *   lessons, the same number from each lesson where 10, 11 or 12 allows it.
 * - A level test (test id `<course>-<level>`, `en-a1`) draws {@link LEVEL_TEST_EXERCISES} across
 *   the level's units, in turn.
 * - Only scored types: a flashcard introduces a word and asks nothing. Each pick prefers the type
 *   used least so far, so a test mixes types; neighbours differ in type where they can.
 * - Passed at {@link PASS_MARK} of the exercises right (a one-letter typo counts as right, as in lessons).
 */
export const PASS_MARK = 0.8;
export const CHECKPOINT_MIN_EXERCISES = 10;
export const CHECKPOINT_MAX_EXERCISES = 12;
export const LEVEL_TEST_EXERCISES = 20;
/** An answer counts for at most this long (a learner who walked away does not study for an hour). */
export const MAX_TEST_ANSWER_MS = 120_000;

export type CourseTestKind = "unit_test" | "level_test";
export type ScoredExercise = Exclude<Exercise, { type: "flashcard" }>;
export type { SubmittedAnswer, Verdict };

export interface CourseTestPlace {
  kind: CourseTestKind;
  /** The unit id (checkpoint) or `<course>-<level>` (level test). */
  id: string;
  course: Course;
  level: Level;
  /** The unit tested (one) or every unit of the level. */
  units: Unit[];
}

export const levelTestId = (course: CourseId, level: Level) => `${course}-${level.toLowerCase()}`;

/** Every test of a course in order: per level, its unit checkpoints and then the level test. */
export function courseTests(course: Course): CourseTestPlace[] {
  return course.levels.flatMap(({ level, units }) => [
    ...units.map((unit) => ({ kind: "unit_test" as const, id: unit.id, course, level, units: [unit] })),
    { kind: "level_test" as const, id: levelTestId(course.id, level), course, level, units },
  ]);
}

/** The test `testId` names, or undefined. */
export function findCourseTest(courses: readonly Course[], testId: string): CourseTestPlace | undefined {
  for (const course of courses) {
    const found = courseTests(course).find((test) => test.id === testId);
    if (found) return found;
  }
  return undefined;
}

/** One exercise of a test: where it comes from, and its id in the test (`<lessonId>--<exerciseId>`, unique across lessons). */
export interface TestDraw {
  id: string;
  lessonId: string;
  exercise: ScoredExercise;
}

export const testExerciseId = (lessonId: string, exerciseId: string) => `${lessonId}--${exerciseId}`;

const isScored = (exercise: Exercise): exercise is ScoredExercise => exercise.type !== "flashcard";

/** How many exercises a checkpoint of `lessons` lessons has: an equal share per lesson when 10–12 allows it. */
export function checkpointSize(lessons: number): number {
  for (let size = CHECKPOINT_MAX_EXERCISES; size >= CHECKPOINT_MIN_EXERCISES; size--) if (lessons > 0 && size % lessons === 0) return size;
  return CHECKPOINT_MAX_EXERCISES;
}

/** The lessons in the order picks visit them: a unit's in order; a level's in turn by unit (each unit's lessons shuffled). */
function visitOrder(place: CourseTestPlace, random: () => number): Lesson[] {
  if (place.kind === "unit_test") return [...place.units[0]!.lessons];
  const perUnit = shuffled(place.units, random).map((unit) => shuffled(unit.lessons, random));
  const order: Lesson[] = [];
  for (let round = 0; perUnit.some((lessons) => round < lessons.length); round++)
    for (const lessons of perUnit) if (round < lessons.length) order.push(lessons[round]!);
  return order;
}

/** Orders `draws` so that no two neighbours share a type where another order allows it. */
function spreadTypes(draws: TestDraw[]): TestDraw[] {
  const out = [...draws];
  for (let i = 1; i < out.length; i++) {
    if (out[i]!.exercise.type !== out[i - 1]!.exercise.type) continue;
    const swap = out.findIndex((draw, j) => j > i && draw.exercise.type !== out[i - 1]!.exercise.type);
    if (swap !== -1) [out[i], out[swap]] = [out[swap]!, out[i]!];
  }
  return out;
}

/** The exercises of one attempt at `place`, the same for the same seed. */
export function drawCourseTest(place: CourseTestPlace, seed: string): TestDraw[] {
  const random = seededRandom(`${place.id}:${seed}`);
  const lessons = visitOrder(place, random);
  const size = place.kind === "unit_test" ? checkpointSize(lessons.length) : LEVEL_TEST_EXERCISES;
  const pools = new Map(lessons.map((lesson) => [lesson.id, shuffled(lesson.exercises.filter(isScored), random)]));
  const used = new Map<string, number>();
  const draws: TestDraw[] = [];
  while (draws.length < size && [...pools.values()].some((pool) => pool.length > 0)) {
    for (const lesson of lessons) {
      if (draws.length >= size) break;
      const pool = pools.get(lesson.id)!;
      if (pool.length === 0) continue;
      let best = 0;
      for (let i = 1; i < pool.length; i++) if ((used.get(pool[i]!.type) ?? 0) < (used.get(pool[best]!.type) ?? 0)) best = i;
      const [exercise] = pool.splice(best, 1);
      used.set(exercise!.type, (used.get(exercise!.type) ?? 0) + 1);
      draws.push({ id: testExerciseId(lesson.id, exercise!.id), lessonId: lesson.id, exercise: exercise! });
    }
  }
  return spreadTypes(shuffled(draws, random));
}

/** The drawn exercises as the player shows them in `locale`, each with its test id. */
export function playableCourseTest(place: CourseTestPlace, draws: readonly TestDraw[], locale: Locale): PlayableExercise[] {
  const words = courseWords(place.course);
  return draws.map((draw) => ({ ...playableExercise(draw.exercise, words, place.course.id, locale), id: draw.id }));
}

export type TestAnswersProblem =
  | { code: "unknown_exercise"; exerciseId: string }
  | { code: "duplicate_answer"; exerciseId: string }
  | { code: "missing_answer"; exerciseId: string };

export interface TestVerdict {
  exerciseId: string;
  type: ScoredExercise["type"];
  verdict: Verdict;
}

export interface TestScoring {
  correct: number;
  total: number;
  /** Whole percent right, 0–100. */
  score: number;
  passed: boolean;
  perExercise: TestVerdict[];
  /** The first try's time per exercise (ms, capped), in the order of `perExercise`. */
  ms: number[];
  /** A match's words in wrong tries, when the answer said which (in the order of `perExercise`). */
  missed: (readonly string[] | undefined)[];
  durationMs: number;
}

const isRight = (verdict: Verdict) => verdict === "correct" || verdict === "almost";

/** The verdict on one answer, as the player judged it: scoring.ts `answerVerdict`, the lessons' own rule. */
export function testVerdict(
  exercise: ScoredExercise,
  answer: Pick<SubmittedAnswer, "response" | "mistakes">,
  lessonWords: readonly string[],
): Verdict {
  return (
    answerVerdict(
      exercise,
      answer,
      lessonWords.map((text) => ({ text })),
    ) ?? "wrong"
  );
}

export const passes = (correct: number, total: number) => total > 0 && correct / total >= PASS_MARK;

/**
 * Scores the answers to `draws` from the content; trusts nothing the client counted. Each exercise
 * is answered once (a repeat marked `retry` is ignored); an answer for another exercise, a second
 * answer or a missing one is a problem. Time: each answer at most {@link MAX_TEST_ANSWER_MS}, the
 * total at most the wall time since the attempt started and at most what the client says.
 */
export function scoreCourseTest(
  place: CourseTestPlace,
  draws: readonly TestDraw[],
  answers: readonly SubmittedAnswer[],
  limits: { wallMs: number; clientDurationMs: number },
): { ok: true; scoring: TestScoring } | { ok: false; problem: TestAnswersProblem } {
  const ids = new Set(draws.map((draw) => draw.id));
  const first = new Map<string, SubmittedAnswer>();
  let spent = 0;
  for (const answer of answers) {
    if (!ids.has(answer.exerciseId)) return { ok: false, problem: { code: "unknown_exercise", exerciseId: answer.exerciseId } };
    spent += Math.min(Math.max(0, answer.ms), MAX_TEST_ANSWER_MS);
    if (answer.retry) continue;
    if (first.has(answer.exerciseId)) return { ok: false, problem: { code: "duplicate_answer", exerciseId: answer.exerciseId } };
    first.set(answer.exerciseId, answer);
  }
  const lessonWords = new Map(
    place.units.flatMap((unit) => unit.lessons).map((lesson) => [lesson.id, lesson.words.map((word) => word.text)]),
  );
  const perExercise: TestVerdict[] = [];
  const ms: number[] = [];
  const missed: (readonly string[] | undefined)[] = [];
  for (const draw of draws) {
    const answer = first.get(draw.id);
    if (!answer) return { ok: false, problem: { code: "missing_answer", exerciseId: draw.id } };
    perExercise.push({
      exerciseId: draw.id,
      type: draw.exercise.type,
      verdict: testVerdict(draw.exercise, answer, lessonWords.get(draw.lessonId) ?? []),
    });
    ms.push(Math.min(Math.max(0, answer.ms), MAX_TEST_ANSWER_MS));
    missed.push(draw.exercise.type === "match_pairs" ? answer.missed : undefined);
  }
  const correct = perExercise.filter((entry) => isRight(entry.verdict)).length;
  const total = perExercise.length;
  return {
    ok: true,
    scoring: {
      correct,
      total,
      score: total ? Math.floor((correct * 100) / total) : 0,
      passed: passes(correct, total),
      perExercise,
      ms,
      missed,
      durationMs: Math.max(0, Math.round(Math.min(spent, limits.wallMs, Math.max(0, limits.clientDurationMs)))),
    },
  };
}
