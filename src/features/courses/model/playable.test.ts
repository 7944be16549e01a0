import { describe, expect, it } from "vitest";
import { readCourseContent } from "../server/load-content";
import { findLesson, playableLesson } from "./playable";

const content = readCourseContent();
if (!content.ok) throw new Error(content.errors.join("\n"));
const { courses } = content;

describe("playableLesson", () => {
  it("reduces every interface-language text to the learner's locale and keeps the target language", () => {
    const place = findLesson(courses, "en-a1-u01-l01");
    expect(place?.unit.id).toBe("en-a1-u01");
    const lesson = playableLesson(place!, "uk");
    expect(lesson.title).toBe("Привіт, мене звати…");
    expect(lesson.words.find((word) => word.id === "hello")).toMatchObject({ text: "hello", translation: "вітаю" });
    const choose = lesson.exercises.find((exercise) => exercise.id === "choose-i-am");
    expect(choose).toMatchObject({ type: "choose", question: "Hello! I ___ Anna.", answer: "am" });
    expect(choose?.explanation).toMatch(/^Після I/);
    expect(JSON.stringify(lesson)).not.toContain('"es-419"');
  });

  it("resolves a flashcard's word and a match's pairs", () => {
    const lesson = playableLesson(findLesson(courses, "en-a1-u01-l01")!, "de");
    const flashcard = lesson.exercises.find((exercise) => exercise.type === "flashcard");
    expect(flashcard).toMatchObject({ wordId: "hello", word: { text: "hello", translation: "hallo" } });
    const match = lesson.exercises.find((exercise) => exercise.type === "match_pairs");
    expect(match?.type === "match_pairs" && match.pairs.map((pair) => pair.id)).toEqual(["hello", "goodbye", "name", "fine", "thank-you"]);
  });

  it("finds nothing for an unknown lesson", () => {
    expect(findLesson(courses, "en-a1-u99-l01")).toBeUndefined();
  });
});
