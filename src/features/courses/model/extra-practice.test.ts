import { describe, expect, it } from "vitest";
import { fixtureCourses } from "../test-fixtures/fixture-courses";
import {
  buildExtraPractice,
  firstTriesOf,
  gradeExtraPractice,
  isPracticeId,
  MAX_PRACTICE,
  MIN_PRACTICE,
  type PracticeLesson,
} from "./extra-practice";
import { findLesson, playableLesson, type PlayableExercise } from "./playable";
import type { SubmittedAnswer } from "./scoring";

// The first lesson of English A1 unit 1 (fx-a1-l1 is a copy of it): greetings.
const place = findLesson(fixtureCourses(), "fx-a1-l1")!;
const lesson = playableLesson(place, "en");

/** A learner's first tries: the right answer everywhere except where `responses` says otherwise. */
function answers(responses: Record<string, string | null | { mistakes: number; missed?: string[] }> = {}): SubmittedAnswer[] {
  return lesson.exercises.map((exercise) => {
    const given = responses[exercise.id];
    if (given && typeof given === "object") return { exerciseId: exercise.id, response: null, ms: 1_000, ...given };
    if (given !== undefined) return { exerciseId: exercise.id, response: given, ms: 1_000 };
    const right: Partial<Record<PlayableExercise["type"], string>> = {
      choose: "am",
      fill_gap: "name",
      listen_choose: "I'm fine, thank you.",
      word_bank: "My name is Maria.",
      dialogue: "Tom",
      translate: "Hello, I'm Tom.",
      listen_type: "Goodbye, Anna!",
    };
    return {
      exerciseId: exercise.id,
      response: right[exercise.type] ?? null,
      ms: 1_000,
      ...(exercise.type === "match_pairs" ? { mistakes: 0 } : {}),
    };
  });
}

const practiceOf = (given: SubmittedAnswer[]) => buildExtraPractice(lesson, firstTriesOf(lesson, given));

describe("extra practice", () => {
  it("practises the missed and almost exercises in another type first, then the new words not typed, at most 5", () => {
    const items = practiceOf(answers({ "choose-i-am": "is", "match-greetings": { mistakes: 1 }, "dictation-goodbye": "Goodbey, Anna" }));
    expect(items.map((item) => [item.exercise.id, item.exercise.type, item.source])).toEqual([
      // "Hello! I ___ Anna." was a choice: now the missing word is typed.
      ["practice:1:choose-i-am", "fill_gap", "mistake"],
      // The dictation (almost): which sentence was it, among the lesson's sentences?
      ["practice:2:dictation-goodbye", "listen_choose", "mistake"],
      // The missed match's words come first; "hello" and "name" were typed right already.
      ["practice:3:word-goodbye", "translate", "word"],
      ["practice:4:word-fine", "translate", "word"],
      ["practice:5:word-thank-you", "translate", "word"],
    ]);
    expect(items).toHaveLength(MAX_PRACTICE);
    const [gap, heard, word] = items.map((item) => item.exercise);
    expect(gap).toMatchObject({ sentence: "Hello! I ___ Anna.", answer: "am" });
    expect(heard).toMatchObject({ audio: "Goodbye, Anna!", answer: "Goodbye, Anna!" });
    if (heard?.type !== "listen_choose") throw new Error("listen_choose expected");
    expect(heard.choices).toContain("Goodbye, Anna!");
    expect(new Set(heard.choices).size).toBe(heard.choices.length);
    expect(heard.choices.length).toBeGreaterThanOrEqual(2);
    // An English-interface learner types the word from its definition.
    const { definition } = place.lesson.words.find((candidate) => candidate.id === "goodbye")!;
    expect(word).toEqual({ id: "practice:3:word-goodbye", type: "translate", source: definition, answers: ["goodbye"], fromMeaning: true });
  });

  it("puts only the words of a match's wrong tries first, when the answer says which", () => {
    // "thank-you" was in the wrong try; "fine" was matched right at once, so it waits its turn in the lesson's words.
    const items = practiceOf(answers({ "match-greetings": { mistakes: 1, missed: ["thank-you", "goodbye"] } }));
    expect(items.slice(0, 2).map((item) => item.exercise.id)).toEqual(["practice:1:word-thank-you", "practice:2:word-good-morning"]);
    // Without the names, every word of the match comes first, in the match's order.
    const before = practiceOf(answers({ "match-greetings": { mistakes: 1 } }));
    expect(before.slice(0, 2).map((item) => item.exercise.id)).toEqual(["practice:1:word-fine", "practice:2:word-thank-you"]);
  });

  it("builds from the learner's interface language without changing what is asked (the same exercises in every locale)", () => {
    const given = answers({ "build-my-name": "name My is Maria", "translate-hello-tom": "Hello Tom" });
    const english = buildExtraPractice(lesson, firstTriesOf(lesson, given));
    const ukrainian = buildExtraPractice(playableLesson(place, "uk"), firstTriesOf(playableLesson(place, "uk"), given));
    const targetOnly = (items: typeof english) =>
      items.map(({ exercise }) => ({ id: exercise.id, type: exercise.type, answer: "answer" in exercise ? exercise.answer : null }));
    expect(targetOnly(ukrainian)).toEqual(targetOnly(english));
    const [typed, tiles] = english.map((item) => item.exercise);
    // The word bank missed (it comes first in the lesson): now typed.
    expect(typed).toMatchObject({ type: "translate", answers: ["My name is Maria."] });
    // The translation missed: now built from tiles (its words and distractors from the lesson's words).
    if (tiles?.type !== "word_bank") throw new Error("word_bank expected");
    expect(tiles.answer).toBe("Hello, I'm Tom.");
    expect(tiles.tiles).toEqual(expect.arrayContaining(["Hello", "I'm", "Tom"]));
    expect(tiles.tiles.length).toBeGreaterThan(3);
    // Heard again by the English-interface learner (the "translation" is the sentence itself), read by the Ukrainian one.
    expect([typed, tiles].map((exercise) => exercise && "listen" in exercise && exercise.listen)).toEqual([true, true]);
    expect(ukrainian.some(({ exercise }) => "listen" in exercise)).toBe(false);
    // And again the same: deterministic.
    expect(buildExtraPractice(lesson, firstTriesOf(lesson, given))).toEqual(english);
  });

  it("after a perfect lesson still offers the new words not typed, topped up to at least 3", () => {
    const items = practiceOf(answers());
    expect(items.length).toBeGreaterThanOrEqual(MIN_PRACTICE);
    expect(items.length).toBeLessThanOrEqual(MAX_PRACTICE);
    expect(items.every((item) => item.source === "word" && item.exercise.type === "translate")).toBe(true);
    // "hello" and "name" were typed (the translation, the gap), so they are not asked first.
    const asked = items.map((item) => item.exercise.id);
    expect(asked).not.toContain("practice:1:word-hello");
    expect(asked.every(isPracticeId)).toBe(true);
  });

  it("grades the practice answers the server is sent against the practice it builds again", () => {
    const given = answers({ "choose-i-am": "is" });
    const practice = buildExtraPractice(lesson, firstTriesOf(lesson, given));
    const [first, second] = practice.map((item) => item.exercise);
    const played: SubmittedAnswer[] = [
      ...given,
      { exerciseId: first!.id, response: "am", ms: 2_000 },
      { exerciseId: second!.id, response: "wrong words", ms: 500_000 },
    ];
    expect(gradeExtraPractice(lesson, played)).toEqual({ correct: 1, total: 2, ms: 2_000 + 120_000 });
  });

  it("grades nothing for a forged practice answer, a second answer to one, a retry, or practice another batch would get", () => {
    const given = answers({ "choose-i-am": "is" });
    const [first] = buildExtraPractice(lesson, firstTriesOf(lesson, given)).map((item) => item.exercise);
    const forged: SubmittedAnswer[] = [
      { exerciseId: "practice:9:word-hello", response: "hello", ms: 1_000 },
      { exerciseId: "practice:1:gap-name", response: "name", ms: 1_000 },
      { exerciseId: first!.id, response: "am", ms: 1_000, retry: true },
    ];
    expect(gradeExtraPractice(lesson, [...given, ...forged])).toEqual({ correct: 0, total: 0, ms: 0 });
    const twice: SubmittedAnswer[] = [
      { exerciseId: first!.id, response: "is", ms: 1_000 },
      { exerciseId: first!.id, response: "am", ms: 1_000 },
    ];
    expect(gradeExtraPractice(lesson, [...given, ...twice])).toEqual({ correct: 0, total: 1, ms: 1_000 });
    // Without the lesson's own answers there is no practice to answer.
    expect(gradeExtraPractice(lesson, [{ exerciseId: first!.id, response: "am", ms: 1_000 }]).total).toBeLessThanOrEqual(1);
  });
});

describe("extra practice and near-synonyms", () => {
  it("never offers a near-synonym of the gap's word, nor a tile that could stand in for a word of the sentence", () => {
    const words = ["memorable", "unforgettable", "customer", "client", "river", "window", "yellow", "quiet"].map((text) => ({
      id: text,
      text,
      meaning: `the meaning of ${text}`,
    }));
    let choices = 0;
    let tiles = 0;
    for (let index = 0; index < 40; index++) {
      const practiceLesson: PracticeLesson = {
        id: `en-b1-u01-l${index}`,
        course: "en",
        words,
        exercises: [
          { id: "gap", type: "fill_gap", sentence: "It was a ___ holiday.", answer: "memorable" },
          { id: "tr", type: "translate", source: "Клієнт завжди правий.", answers: ["The customer is always right."] },
        ],
      };
      const items = buildExtraPractice(practiceLesson, [
        { exerciseId: "gap", response: "nice", verdict: "wrong" },
        { exerciseId: "tr", response: "The client is right.", verdict: "wrong" },
      ]);
      for (const { exercise } of items) {
        if (exercise.type === "choose") {
          choices += 1;
          expect(exercise.choices).toContain("memorable");
          expect(exercise.choices).not.toContain("unforgettable");
        }
        if (exercise.type === "word_bank") {
          tiles += 1;
          expect(exercise.tiles).not.toContain("client");
        }
      }
    }
    expect(choices).toBe(40);
    expect(tiles).toBe(40);
  });
});
