import { describe, expect, it } from "vitest";
import { readCourseContent } from "../server/load-content";
import { findLesson, meaningsFor, playableLesson } from "./playable";

const content = readCourseContent();
if (!content.ok) throw new Error(content.errors.join("\n"));
const { courses } = content;

describe("playableLesson", () => {
  it("reduces every interface-language text to the learner's locale and keeps the target language", () => {
    const place = findLesson(courses, "en-a1-u01-l01");
    expect(place?.unit.id).toBe("en-a1-u01");
    const lesson = playableLesson(place!, "uk");
    expect(lesson.title).toBe("Привіт, мене звати…");
    expect(lesson.words.find((word) => word.id === "hello")).toMatchObject({ text: "hello", meaning: "вітаю" });
    const choose = lesson.exercises.find((exercise) => exercise.id === "choose-i-am");
    expect(choose).toMatchObject({ type: "choose", question: "Hello! I ___ Anna.", answer: "am" });
    expect(choose?.explanation).toMatch(/^Після I/);
    expect(JSON.stringify(lesson)).not.toContain('"es-419"');
  });

  it("resolves a flashcard's word and a match's pairs", () => {
    const lesson = playableLesson(findLesson(courses, "en-a1-u01-l01")!, "de");
    const flashcard = lesson.exercises.find((exercise) => exercise.type === "flashcard");
    expect(flashcard).toMatchObject({ wordId: "hello", word: { text: "hello", meaning: "hallo" } });
    const match = lesson.exercises.find((exercise) => exercise.type === "match_pairs");
    expect(match?.type === "match_pairs" && match.pairs.map((pair) => pair.id)).toEqual(["hello", "goodbye", "name", "fine", "thank-you"]);
  });

  it("tells a learner who reads the course's own language what words mean by definitions, and plays sentence prompts from audio", () => {
    const place = findLesson(courses, "en-a1-u01-l01")!;
    const hello = place.lesson.words.find((word) => word.id === "hello")!;
    const english = playableLesson(place, "en");
    expect(english.words.find((word) => word.id === "hello")?.meaning).toBe(hello.definition);
    expect(hello.definition).not.toMatch(/hello/i);
    const flashcard = english.exercises.find((exercise) => exercise.type === "flashcard");
    expect(flashcard?.type === "flashcard" && flashcard.word.meaning).toBe(hello.definition);
    const match = english.exercises.find((exercise) => exercise.type === "match_pairs");
    expect(match?.type === "match_pairs" && match.pairs.every((pair) => pair.meaning.toLowerCase() !== pair.text.toLowerCase())).toBe(true);
    for (const exercise of english.exercises.filter((candidate) => candidate.type === "word_bank" || candidate.type === "translate"))
      expect(exercise, exercise.id).toMatchObject({ listen: true });

    // Anyone else reads translations, and reads the sentence prompts.
    const polish = playableLesson(place, "pl");
    expect(polish.words.find((word) => word.id === "hello")?.meaning).toBe(hello.translation.pl);
    expect(polish.exercises.some((exercise) => "listen" in exercise)).toBe(false);
  });

  it("hears only the prompts that are the answer itself; a task stays written, with its instruction", () => {
    const all = (course: string, locale: "en" | "es" | "es-419") =>
      courses
        .find((candidate) => candidate.id === course)!
        .levels.flatMap(({ units }) => units.flatMap((unit) => unit.lessons.map((lesson) => findLesson(courses, lesson.id)!)))
        .flatMap((place) => playableLesson(place, locale).exercises);
    const spanish = all("es", "es-419");
    // The Spanish course's translations in Spanish are tasks ("Pide la cuenta…"): written, their instruction kept.
    const tasks = spanish.filter((exercise) => exercise.type === "translate");
    expect(tasks.length).toBeGreaterThanOrEqual(30);
    for (const task of tasks) expect(task, task.id).toMatchObject({ instruction: expect.any(String) });
    expect(tasks.some((task) => "listen" in task)).toBe(false);
    // A word bank whose prompt is its sentence with a note ("(con usted)") is heard.
    const banks = spanish.filter((exercise) => exercise.type === "word_bank");
    expect(banks.every((bank) => bank.type === "word_bank" && bank.listen === true)).toBe(true);
    // English C1's rewrite task ("If the payment were delayed…" → "Were the payment…") stays written.
    const rewrite = all("en", "en").find((exercise) => exercise.id === "build-were-payment");
    expect(rewrite).toMatchObject({ type: "word_bank" });
    expect(rewrite && "listen" in rewrite).toBe(false);
  });

  it.each([
    ["en", "en", "definition"],
    ["en", "es-419", "translation"],
    ["es", "es", "definition"],
    ["es", "es-419", "definition"],
    ["es", "en", "translation"],
    ["es", "pt", "translation"],
  ] as const)("the %s course read in %s gives each word's %s", (course, locale, meanings) => {
    expect(meaningsFor(course, locale)).toBe(meanings);
  });

  it("finds nothing for an unknown lesson", () => {
    expect(findLesson(courses, "en-a1-u99-l01")).toBeUndefined();
  });
});
