import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { locales } from "@/lib/i18n";
import { EXERCISE_TYPES, parseUnit, sentenceWords } from "./content-schema";

const FILE = "content/courses/en/a1/unit-01.json";
const FIXTURE = path.join(import.meta.dirname, "../test-fixtures/valid/en/a1/unit-01.json");
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
const validUnit = () => JSON.parse(readFileSync(FIXTURE, "utf8")) as Json;
const exerciseIndex = (unit: Json, id: string) => (unit.lessons[0].exercises as Json[]).findIndex((exercise) => exercise.id === id);

function errorsAfter(breakIt: (unit: Json) => void): string[] {
  const unit = validUnit();
  breakIt(unit);
  const result = parseUnit(FILE, unit);
  return result.ok ? [] : result.errors;
}

describe("the content schema", () => {
  it("accepts the valid fixture unit", () => {
    const result = parseUnit(FILE, validUnit());
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it("covers the issue's exercise types", () => {
    expect(EXERCISE_TYPES.toSorted()).toEqual(
      ["choose", "dialogue", "fill_gap", "flashcard", "listen_choose", "listen_type", "match_pairs", "translate", "word_bank"].toSorted(),
    );
  });

  it("splits a sentence into the words its tiles carry", () => {
    expect(sentenceWords("Hello, I'm Tom!")).toEqual(["Hello", "I'm", "Tom"]);
    expect(sentenceWords("¿De dónde eres?")).toEqual(["De", "dónde", "eres"]);
  });
});

describe("a broken lesson fails with the file and the field named", () => {
  const lesson = `${FILE}: lessons[0] (fixture-lesson)`;
  const exercise = (unit: Json, id: string) => `${lesson}.exercises[${exerciseIndex(unit, id)}] (${id})`;
  const unit = validUnit();
  const cases: [string, (unit: Json) => void, string][] = [
    ...locales.map((locale): [string, (unit: Json) => void, string] => [
      `a goal without its ${locale} translation`,
      (unit) => delete unit.lessons[0].goal[locale],
      `${lesson}.goal.${locale}: `,
    ]),
    [
      "an empty translation",
      (unit) => (unit.lessons[0].words[0].translation.pl = "  "),
      `${lesson}.words[0] (fx-hello).translation.pl: must not be empty`,
    ],
    [
      "a word without a definition",
      (unit) => delete unit.lessons[0].words[1].definition,
      `${lesson}.words[1] (fx-good-morning).definition: `,
    ],
    [
      "a definition that gives the word away",
      (unit) => (unit.lessons[0].words[0].definition = "what you say (Hello!) when you meet someone"),
      `${lesson}.words[0] (fx-hello).definition: must not contain the word itself ("hello")`,
    ],
    [
      "English left in Hindi",
      (unit) => (unit.lessons[0].grammar.explanation.hi = "Say who you are with I am."),
      `${lesson}.grammar.explanation.hi: must be written in Devanagari script`,
    ],
    ["English left in Greek", (unit) => (unit.lessons[0].title.el = "Hello"), `${lesson}.title.el: must be written in Greek script`],
    ["a locale nobody speaks here", (unit) => (unit.lessons[0].title.ja = "こんにちは"), `${lesson}.title: `],
    [
      "an answer that is not a choice",
      (unit) => (unit.lessons[0].exercises[exerciseIndex(unit, "choose-i-am")].answer = "be"),
      `${exercise(unit, "choose-i-am")}.answer: "be" must be one of the choices`,
    ],
    [
      "a dialogue answer that is not a choice",
      (unit) => (unit.lessons[0].exercises[exerciseIndex(unit, "read-first-meeting")].answer = "Sam"),
      `${exercise(unit, "read-first-meeting")}.answer: "Sam" must be one of the choices`,
    ],
    [
      "the same choice twice",
      (unit) =>
        (unit.lessons[0].exercises[exerciseIndex(unit, "hear-how-are-you")].choices = ["Goodbye!", "Goodbye!", "I'm fine, thank you."]),
      `${exercise(unit, "hear-how-are-you")}.choices: choices must be different`,
    ],
    [
      "word-bank tiles that cannot build the answer",
      (unit) => (unit.lessons[0].exercises[exerciseIndex(unit, "build-my-name")].tiles = ["My", "name", "is", "am"]),
      `${exercise(unit, "build-my-name")}.tiles: cannot build the answer: no tile "Maria" left`,
    ],
    [
      "a word the answer needs twice but the tiles have once",
      (unit) => {
        const build = unit.lessons[0].exercises[exerciseIndex(unit, "build-my-name")];
        build.answer = "My name is Maria, my name is Maria.";
      },
      `${exercise(unit, "build-my-name")}.tiles: cannot build the answer`,
    ],
    [
      "a pair matched twice",
      (unit) => (unit.lessons[0].exercises[exerciseIndex(unit, "match-greetings")].wordIds = ["fx-hello", "fx-name", "fx-hello"]),
      `${exercise(unit, "match-greetings")}.wordIds[2]: "fx-hello" is paired twice`,
    ],
    [
      "a flashcard of a word the lesson does not bring",
      (unit) => (unit.lessons[0].exercises[exerciseIndex(unit, "meet-hello")].wordId = "fx-ciao"),
      `${exercise(unit, "meet-hello")}.wordId: "fx-ciao" is not a new word of this lesson`,
    ],
    [
      "a fill-the-gap sentence without a gap",
      (unit) => (unit.lessons[0].exercises[exerciseIndex(unit, "gap-name")].sentence = "Hi! What's your name?"),
      `${exercise(unit, "gap-name")}.sentence: must contain exactly one gap "___" (found 0)`,
    ],
    [
      "a translation with the same accepted answer twice",
      (unit) => (unit.lessons[0].exercises[exerciseIndex(unit, "translate-hello-tom")].answers = ["Hi, I'm Tom.", "Hi, I'm Tom."]),
      `${exercise(unit, "translate-hello-tom")}.answers: accepted answers must be different`,
    ],
    [
      "two exercises with one id",
      (unit) => (unit.lessons[0].exercises[exerciseIndex(unit, "gap-name")].id = "choose-i-am"),
      `${lesson}.exercises[${exerciseIndex(unit, "gap-name")}] (choose-i-am).id: duplicate exercise id "choose-i-am"`,
    ],
    [
      "an exercise type nobody plays",
      (unit) => (unit.lessons[0].exercises[exerciseIndex(unit, "gap-name")].type = "crossword"),
      `${lesson}.exercises[${exerciseIndex(unit, "gap-name")}] (gap-name).type`,
    ],
    [
      "a field the player does not read",
      (unit) => (unit.lessons[0].exercises[exerciseIndex(unit, "gap-name")].points = 10),
      `${exercise(unit, "gap-name")}: `,
    ],
    [
      "too few exercises",
      (unit) => (unit.lessons[0].exercises = unit.lessons[0].exercises.slice(0, 7)),
      `${lesson}.exercises: a lesson has 8 to 15 exercises`,
    ],
    [
      "too many exercises",
      (unit) =>
        unit.lessons[0].exercises.push(
          ...unit.lessons[0].exercises.slice(0, 6).map((exercise: Json, index: number) => ({ ...exercise, id: `extra-${index}` })),
        ),
      `${lesson}.exercises: a lesson has 8 to 15 exercises`,
    ],
    ["a lesson without new words", (unit) => (unit.lessons[0].words = []), `${lesson}.words: a lesson brings new words or phrases`],
    [
      "a lesson id that is not a slug",
      (unit) => (unit.lessons[0].id = "Lesson 1"),
      `${FILE}: lessons[0] (Lesson 1).id: must be a lowercase slug`,
    ],
    ["an unknown level", (unit) => (unit.level = "C2"), `${FILE}: level`],
    ["an unknown course", (unit) => (unit.course = "fr"), `${FILE}: course`],
  ];

  it.each(cases)("%s", (_, breakIt, expected) => {
    expect(unit.lessons[0].exercises.length).toBeGreaterThan(8);
    const errors = errorsAfter(breakIt);
    expect(errors.filter((error) => error.startsWith(expected))).not.toEqual([]);
  });
});
