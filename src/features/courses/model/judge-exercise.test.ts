import { describe, expect, it } from "vitest";
import { judgeExercise } from "./judge-exercise";
import type { PlayableExercise } from "./playable";

const choose: PlayableExercise = { id: "c", type: "choose", question: "I ___ Anna.", choices: ["am", "is", "are"], answer: "am" };
const gap: PlayableExercise = { id: "g", type: "fill_gap", sentence: "What's your ___?", answer: "name", alternatives: ["names"] };
const dictation: PlayableExercise = { id: "d", type: "listen_type", audio: "Goodbye, Anna!" };
const translate: PlayableExercise = { id: "t", type: "translate", source: "Привіт, я Том.", answers: ["Hello, I'm Tom.", "Hi, I'm Tom."] };
const bank: PlayableExercise = {
  id: "b",
  type: "word_bank",
  translation: "Мене звати Марія.",
  answer: "My name is Maria.",
  tiles: ["My", "name", "is", "Maria", "am"],
};
const match = { id: "m", type: "match_pairs", wordIds: ["a", "b", "c"], pairs: [] } as unknown as PlayableExercise;
const card = {
  id: "f",
  type: "flashcard",
  wordId: "hello",
  word: { id: "hello", text: "hello", meaning: "привіт" },
} as PlayableExercise;

describe("judging an answer in the browser", () => {
  it.each([
    ["a choice is right", choose, "am", { verdict: "correct", answer: "am", forgiven: [] }],
    ["a choice is wrong, and the right one is given", choose, "is", { verdict: "wrong", answer: "am", forgiven: [] }],
    ["a typed gap accepts an alternative", gap, "names", { verdict: "correct", answer: "names", forgiven: [] }],
    [
      "a dictation forgives case and punctuation, and says so",
      dictation,
      "goodbye anna",
      { verdict: "correct", answer: "Goodbye, Anna!", forgiven: ["case", "punctuation"] },
    ],
    [
      "a one-letter slip in a long word is almost",
      dictation,
      "Goodbey, Anna!",
      { verdict: "almost", answer: "Goodbye, Anna!", forgiven: [] },
    ],
    ["a translation matches any accepted answer", translate, "Hi, I'm Tom", { verdict: "correct", answer: "Hi, I'm Tom.", forgiven: [] }],
    [
      "a translation far off is wrong, with the first answer",
      translate,
      "Goodbye",
      { verdict: "wrong", answer: "Hello, I'm Tom.", forgiven: [] },
    ],
    [
      "tiles in order build the sentence (its punctuation is not the learner's)",
      bank,
      "My name is Maria",
      { verdict: "correct", answer: "My name is Maria.", forgiven: [] },
    ],
    ["tiles in another order are wrong", bank, "name My is Maria", { verdict: "wrong", answer: "My name is Maria.", forgiven: [] }],
  ] as const)("%s", (_name, exercise, response, expected) => {
    expect(judgeExercise(exercise, response)).toEqual(expected);
  });

  it("a lesson word is a real word: typing it is wrong, not almost", () => {
    const slip: PlayableExercise = { id: "s", type: "fill_gap", sentence: "I'm ___, thanks.", answer: "fines" };
    expect(judgeExercise(slip, "finer").verdict).toBe("almost");
    expect(judgeExercise(slip, "finer", { lessonWords: [{ text: "finer" }] }).verdict).toBe("wrong");
  });

  it("a match is right without wrong pairs; a flashcard is seen", () => {
    expect(judgeExercise(match, null, { mistakes: 0 }).verdict).toBe("correct");
    expect(judgeExercise(match, null, { mistakes: 2 }).verdict).toBe("wrong");
    expect(judgeExercise(card, null).verdict).toBe("seen");
  });
});
