import { describe, expect, it } from "vitest";
import type { Exercise, Lesson } from "./content-schema";
import { exerciseSpokenTexts, lessonSpokenTexts } from "./spoken-texts";

const common = { id: "x" };

describe("the texts the player speaks", () => {
  it.each<[string, Exercise, string[]]>([
    [
      "choose, its gap filled",
      { ...common, type: "choose", question: "I ___ a student.", choices: ["am", "is"], answer: "am" },
      ["I am a student."],
    ],
    [
      "choose without a gap: the question",
      { ...common, type: "choose", question: "How are you?", choices: ["Fine.", "Ten."], answer: "Fine." },
      ["How are you?"],
    ],
    ["fill the gap, filled", { ...common, type: "fill_gap", sentence: "She ___ tea.", answer: "likes" }, ["She likes tea."]],
    [
      "word bank: the sentence built",
      { ...common, type: "word_bank", translation: {} as never, answer: "I am here", tiles: ["I", "am", "here"] },
      ["I am here"],
    ],
    [
      "listen and choose: what it plays",
      { ...common, type: "listen_choose", audio: "Good night", choices: ["Good night", "Good day"], answer: "Good night" },
      ["Good night"],
    ],
    ["listen and type: what it plays", { ...common, type: "listen_type", audio: "See you later." }, ["See you later."]],
    [
      "translate: the first accepted answer",
      { ...common, type: "translate", source: {} as never, answers: ["I'm tired.", "I am tired."] },
      ["I'm tired."],
    ],
    [
      "dialogue: every line",
      {
        ...common,
        type: "dialogue",
        lines: [
          { speaker: "A", text: "Hi!" },
          { speaker: "B", text: "Hello!" },
        ],
        question: {} as never,
        choices: ["a", "b"],
        answer: "a",
      },
      ["Hi!", "Hello!"],
    ],
    ["flashcard: nothing of its own (its word is spoken from the word)", { ...common, type: "flashcard", wordId: "hello" }, []],
    ["match pairs: nothing of its own", { ...common, type: "match_pairs", wordIds: ["a", "b", "c"] }, []],
  ])("%s", (_label, exercise, expected) => {
    expect(exerciseSpokenTexts(exercise)).toEqual(expected);
  });

  it("a lesson speaks its words, their examples, its grammar examples and its exercises", () => {
    const lesson = {
      words: [
        { id: "hello", text: "hello", translation: {}, example: "Hello, Anna!" },
        { id: "bye", text: "bye", translation: {} },
      ],
      grammar: { title: {}, explanation: {}, examples: ["I am Tom."] },
      exercises: [{ id: "l", type: "listen_type", audio: "Bye, Tom." }],
    } as unknown as Lesson;
    expect(lessonSpokenTexts(lesson)).toEqual(["hello", "Hello, Anna!", "bye", "I am Tom.", "Bye, Tom."]);
  });
});
