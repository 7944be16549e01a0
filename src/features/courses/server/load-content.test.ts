import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { countLessons, parseCourseContent } from "../model/course-content";
import { readCourseContent } from "./load-content";

const fixtures = path.join(import.meta.dirname, "../test-fixtures");
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
const validUnit = () => JSON.parse(readFileSync(path.join(fixtures, "valid/en/a1/unit-01.json"), "utf8")) as Json;

describe("content/courses", () => {
  it("every unit file is valid: schema, every locale, cross-field and course-wide checks", () => {
    const result = readCourseContent();
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it("has English A1 lessons of every exercise type", () => {
    const result = readCourseContent();
    if (!result.ok) throw new Error(result.errors.join("\n"));
    const [english] = countLessons(result.courses);
    expect(english).toMatchObject({ course: "en", level: "A1" });
    expect(english!.lessons).toBeGreaterThanOrEqual(3);
    const types = new Set(
      result.courses[0]!.levels[0]!.units.flatMap((unit) =>
        unit.lessons.flatMap((lesson) => lesson.exercises.map((exercise) => exercise.type)),
      ),
    );
    expect(types.size).toBe(9);
  });
});

describe("a content folder with a broken lesson", () => {
  it("fails, naming the file and each broken field", () => {
    const result = readCourseContent(path.join(fixtures, "broken"));
    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors;
    const lesson = "content/courses/en/a1/unit-01.json: lessons[0] (fixture-lesson)";
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${escape(lesson)}\\.goal\\.hi: `)),
        `${lesson}.exercises[2] (choose-i-am).answer: "be" must be one of the choices`,
        `${lesson}.exercises[6] (build-my-name).tiles: cannot build the answer: no tile "Maria" left`,
        `${lesson}.exercises[8] (translate-hello-tom).source.uk: must be written in Cyrillic script (untranslated?)`,
      ]),
    );
    expect(errors).toHaveLength(4);
  });

  it("the valid fixture folder passes", () => {
    const result = readCourseContent(path.join(fixtures, "valid"));
    expect(result.ok ? [] : result.errors).toEqual([]);
  });
});

describe("course-wide checks", () => {
  const file = (relativePath: string, data: Json) => ({ relativePath, data });

  it("refuses an id used twice in a course, naming both places", () => {
    const result = parseCourseContent([
      file("en/a1/unit-01.json", validUnit()),
      file("en/a1/unit-02.json", { ...validUnit(), id: "fixture-unit-2" }),
    ]);
    const errors = result.ok ? [] : result.errors;
    expect(errors).toContain(
      'content/courses/en/a1/unit-02.json: lessons[0] (fixture-lesson).id: duplicate lesson id "fixture-lesson" (first used at content/courses/en/a1/unit-01.json: lessons[0] (fixture-lesson).id)',
    );
    expect(
      errors.some((error) =>
        error.startsWith("content/courses/en/a1/unit-02.json: lessons[0] (fixture-lesson).words[0] (fx-hello).id: duplicate word id"),
      ),
    ).toBe(true);
  });

  it("allows the same ids in two courses", () => {
    const spanish = { ...validUnit(), course: "es" };
    const result = parseCourseContent([file("en/a1/unit-01.json", validUnit()), file("es/a1/unit-01.json", spanish)]);
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it("refuses a file whose path disagrees with its course or level, or lies outside the layout", () => {
    const result = parseCourseContent([file("en/a2/unit-01.json", validUnit()), file("en/a1/lesson-1.json", validUnit())]);
    const errors = result.ok ? [] : result.errors;
    expect(errors).toContain('content/courses/en/a2/unit-01.json: level: "A1" but the file is under a2/');
    expect(
      errors.some((error) => error.startsWith("content/courses/en/a1/lesson-1.json: (path): must be <course>/<level>/unit-NN.json")),
    ).toBe(true);
  });

  it("refuses matching a word before its lesson introduces it", () => {
    const later = validUnit();
    later.id = "fixture-unit-2";
    later.lessons[0].id = "fixture-lesson-2";
    later.lessons[0].words.forEach((word: Json) => (word.id = `${word.id}-2`));
    later.lessons[0].exercises.forEach((exercise: Json) => {
      if (exercise.wordId) exercise.wordId = `${exercise.wordId}-2`;
      if (exercise.wordIds) exercise.wordIds = exercise.wordIds.map((id: string) => `${id}-2`);
    });
    const first = validUnit();
    const match = first.lessons[0].exercises.findIndex((exercise: Json) => exercise.type === "match_pairs");
    first.lessons[0].exercises[match].wordIds = ["fx-hello", "fx-name", "fx-fine-2"];
    const result = parseCourseContent([file("en/a1/unit-02.json", later), file("en/a1/unit-01.json", first)]);
    expect(result.ok ? [] : result.errors).toEqual([
      `content/courses/en/a1/unit-01.json: lessons[0] (fixture-lesson).exercises[${match}] (match-greetings).wordIds[2]: "fx-fine-2" is not introduced in this or an earlier lesson`,
    ]);
  });

  it("refuses pairs that would be ambiguous in one interface language", () => {
    const unit = validUnit();
    const words = unit.lessons[0].words as Json[];
    words.find((word) => word.id === "fx-fine")!.translation.de = "Danke";
    const result = parseCourseContent([file("en/a1/unit-01.json", unit)]);
    expect(result.ok ? [] : result.errors).toEqual([
      "content/courses/en/a1/unit-01.json: lessons[0] (fixture-lesson).exercises[3] (match-greetings).wordIds: two pairs have the same de translation",
    ]);
  });

  it("refuses pairs that would be ambiguous to a learner who reads definitions", () => {
    const unit = validUnit();
    const words = unit.lessons[0].words as Json[];
    words.find((word) => word.id === "fx-fine")!.definition = "What you say when you meet someone";
    const result = parseCourseContent([file("en/a1/unit-01.json", unit)]);
    expect(result.ok ? [] : result.errors).toEqual([
      "content/courses/en/a1/unit-01.json: lessons[0] (fixture-lesson).exercises[3] (match-greetings).wordIds: two pairs have the same definition",
    ]);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
