import { describe, expect, it } from "vitest";
import { readCourseContent } from "../server/load-content";
import {
  checkpointSize,
  courseTests,
  drawCourseTest,
  findCourseTest,
  LEVEL_TEST_EXERCISES,
  PASS_MARK,
  passes,
  playableCourseTest,
  scoreCourseTest,
  type SubmittedAnswer,
  type TestDraw,
} from "./course-tests";

const content = readCourseContent();
if (!content.ok) throw new Error(content.errors.join("\n"));
const { courses } = content;

const checkpoint = findCourseTest(courses, "en-a1-u01")!;
const levelTest = findCourseTest(courses, "en-a1")!;

/** The answer the content accepts, for every type. */
function rightAnswer(draw: TestDraw): SubmittedAnswer {
  const { exercise } = draw;
  const response =
    exercise.type === "match_pairs"
      ? null
      : exercise.type === "translate"
        ? exercise.answers[0]!
        : exercise.type === "listen_type"
          ? exercise.audio
          : exercise.answer;
  return { exerciseId: draw.id, response, ms: 5_000 };
}
const wrongAnswer = (draw: TestDraw): SubmittedAnswer =>
  draw.exercise.type === "match_pairs"
    ? { exerciseId: draw.id, response: null, ms: 5_000, mistakes: 2 }
    : { exerciseId: draw.id, response: "zzz qqq", ms: 5_000 };

const limits = { wallMs: 3_600_000, clientDurationMs: 3_600_000 };

describe("course tests", () => {
  it("names a checkpoint by its unit and a level test <course>-<level>, in order per level", () => {
    expect(checkpoint).toMatchObject({ kind: "unit_test", level: "A1", units: [{ id: "en-a1-u01" }] });
    expect(levelTest.kind).toBe("level_test");
    expect(levelTest.units.length).toBe(courses[0]!.levels[0]!.units.length);
    const ids = courseTests(courses.find((course) => course.id === "en")!).map((test) => test.id);
    expect(ids.indexOf("en-a1")).toBeGreaterThan(ids.indexOf("en-a1-u01"));
    expect(ids.indexOf("en-a1")).toBeLessThan(ids.indexOf("en-a2-u01"));
    expect(findCourseTest(courses, "en-z9")).toBeUndefined();
  });

  it("draws the same exercises for the same seed, and others for another seed", () => {
    const once = drawCourseTest(checkpoint, "attempt-1").map((draw) => draw.id);
    expect(drawCourseTest(checkpoint, "attempt-1").map((draw) => draw.id)).toEqual(once);
    expect(drawCourseTest(checkpoint, "attempt-2").map((draw) => draw.id)).not.toEqual(once);
  });

  it("draws 10–12 scored exercises of mixed types from every lesson of the unit, never a flashcard", () => {
    for (const seed of ["a", "b", "c", "d"]) {
      const draws = drawCourseTest(checkpoint, seed);
      expect(draws.length).toBeGreaterThanOrEqual(10);
      expect(draws.length).toBeLessThanOrEqual(12);
      expect(draws.some((draw) => draw.exercise.type === ("flashcard" as string))).toBe(false);
      expect(new Set(draws.map((draw) => draw.id)).size).toBe(draws.length);
      expect(new Set(draws.map((draw) => draw.lessonId))).toEqual(new Set(checkpoint.units[0]!.lessons.map((lesson) => lesson.id)));
      expect(new Set(draws.map((draw) => draw.exercise.type)).size).toBeGreaterThanOrEqual(5);
    }
    expect([checkpointSize(3), checkpointSize(4), checkpointSize(5), checkpointSize(7)]).toEqual([12, 12, 10, 12]);
  });

  it("draws a level test of 20 across every unit of the level", () => {
    const draws = drawCourseTest(levelTest, "seed");
    expect(draws).toHaveLength(LEVEL_TEST_EXERCISES);
    const units = new Set(
      draws.map((draw) => levelTest.units.find((unit) => unit.lessons.some((lesson) => lesson.id === draw.lessonId))!.id),
    );
    expect(units.size).toBe(levelTest.units.length);
    expect(draws.some((draw) => draw.exercise.type === ("flashcard" as string))).toBe(false);
  });

  it("gives the player the drawn exercises in the learner's locale under their test ids", () => {
    const draws = drawCourseTest(checkpoint, "x");
    const exercises = playableCourseTest(checkpoint, draws, "uk");
    expect(exercises.map((exercise) => exercise.id)).toEqual(draws.map((draw) => draw.id));
    expect(exercises[0]!.id).toMatch(/^en-a1-u01-l0\d--/);
    const translate = exercises.find((exercise) => exercise.type === "translate");
    if (translate?.type === "translate") expect(translate.source).toMatch(/\p{Script=Cyrillic}/u);
  });

  it("passes at 80%: all right passes, one wrong in ten still passes, three wrong fail", () => {
    expect(PASS_MARK).toBe(0.8);
    expect([passes(8, 10), passes(7, 10), passes(10, 12), passes(9, 12), passes(0, 0)]).toEqual([true, false, true, false, false]);
    const draws = drawCourseTest(checkpoint, "score");
    const all = scoreCourseTest(checkpoint, draws, draws.map(rightAnswer), limits);
    expect(all).toMatchObject({ ok: true, scoring: { correct: draws.length, total: draws.length, score: 100, passed: true } });
    const threeWrong = draws.map((draw, index) => (index < 3 ? wrongAnswer(draw) : rightAnswer(draw)));
    const failed = scoreCourseTest(checkpoint, draws, threeWrong, limits);
    expect(failed.ok && failed.scoring).toMatchObject({ correct: draws.length - 3, passed: false });
    expect(failed.ok && failed.scoring.perExercise.slice(0, 3).map((entry) => entry.verdict)).toEqual(["wrong", "wrong", "wrong"]);
  });

  it("ignores retries, refuses unknown, repeated and missing answers, and caps the time", () => {
    const draws = drawCourseTest(checkpoint, "problems");
    const answers = draws.map(rightAnswer);
    const withRetry = [...answers, { ...wrongAnswer(draws[0]!), retry: true }];
    const retried = scoreCourseTest(checkpoint, draws, withRetry, { wallMs: 30_000, clientDurationMs: 999_999 });
    expect(retried.ok && retried.scoring).toMatchObject({ correct: draws.length, durationMs: 30_000 });
    expect(scoreCourseTest(checkpoint, draws, [...answers, { exerciseId: "en-a1-u01-l01--forged", response: "x", ms: 1 }], limits)).toEqual(
      {
        ok: false,
        problem: { code: "unknown_exercise", exerciseId: "en-a1-u01-l01--forged" },
      },
    );
    expect(scoreCourseTest(checkpoint, draws, [...answers, answers[1]!], limits)).toMatchObject({
      ok: false,
      problem: { code: "duplicate_answer" },
    });
    expect(scoreCourseTest(checkpoint, draws, answers.slice(1), limits)).toEqual({
      ok: false,
      problem: { code: "missing_answer", exerciseId: draws[0]!.id },
    });
  });
});
