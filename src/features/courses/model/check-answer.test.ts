import { describe, expect, it } from "vitest";
import { canonicalAnswer, checkAnswer, type Forgiveness } from "./check-answer";

type Row = [typed: string, accepted: string[], verdict: "correct" | "almost", matched: string, forgiven: Forgiveness[]];

describe("checkAnswer: accepted (correct)", () => {
  it.each<Row>([
    // exact, and what is never the learner's mistake
    ["I am a student.", ["I am a student."], "correct", "I am a student.", []],
    ["I am a student", ["I am a student."], "correct", "I am a student.", []],
    ["  I   am\u00a0a student  ", ["I am a student."], "correct", "I am a student.", []],
    ["Where are you?", ["Where are you?"], "correct", "Where are you?", []],
    ["Where are you", ["Where are you?"], "correct", "Where are you?", []],
    ["I don\u2019t know", ["I don't know."], "correct", "I don't know.", []],
    ["I don't know", ["I don\u2019t know."], "correct", "I don\u2019t know.", []],
    ["She said \u201chi\u201d", ['She said "hi"'], "correct", 'She said "hi"', []],
    ["caf\u0065\u0301", ["café"], "correct", "café", []],
    ["Wait\u2026", ["Wait..."], "correct", "Wait...", []],
    // case
    ["i am a student", ["I am a student."], "correct", "I am a student.", ["case"]],
    ["LONDON", ["London"], "correct", "London", ["case"]],
    ["¡HOLA!", ["¡Hola!"], "correct", "¡Hola!", ["case"]],
    // punctuation inside the answer
    ["I dont know", ["I don't know."], "correct", "I don't know.", ["punctuation"]],
    ["Yes I do", ["Yes, I do."], "correct", "Yes, I do.", ["punctuation"]],
    ["Como estas", ["¿Cómo estás?"], "correct", "¿Cómo estás?", ["punctuation", "accents"]],
    ["Hola que tal", ["¡Hola! ¿Qué tal?"], "correct", "¡Hola! ¿Qué tal?", ["case", "punctuation", "accents"]],
    ["a well known actor", ["a well-known actor"], "correct", "a well-known actor", ["punctuation"]],
    // missing accents, ñ included
    ["cafe", ["café"], "correct", "café", ["accents"]],
    ["el nino", ["el niño"], "correct", "el niño", ["accents"]],
    ["Tengo veinte anos", ["Tengo veinte años."], "correct", "Tengo veinte años.", ["accents"]],
    ["pinguino", ["pingüino"], "correct", "pingüino", ["accents"]],
    ["naive", ["naïve"], "correct", "naïve", ["accents"]],
    ["Si, senor", ["Sí, señor."], "correct", "Sí, señor.", ["accents"]],
    ["si senor", ["Sí, señor."], "correct", "Sí, señor.", ["case", "punctuation", "accents"]],
    ["esta", ["está"], "correct", "está", ["accents"]],
    ["ESPANOL", ["español"], "correct", "español", ["case", "accents"]],
    ["MAÑANA", ["mañana"], "correct", "mañana", ["case"]],
    // listed alternatives: the best match wins
    ["I'm a student", ["I am a student.", "I'm a student."], "correct", "I'm a student.", []],
    ["im a student", ["I am a student.", "I'm a student."], "correct", "I'm a student.", ["case", "punctuation"]],
    ["cafe", ["cafe", "café"], "correct", "cafe", []],
    ["Me llamo Ana", ["Mi nombre es Ana.", "Me llamo Ana."], "correct", "Me llamo Ana.", []],
    // English contractions are one answer in either spelling, mixed or not
    ["I'm not sure", ["I am not sure."], "correct", "I am not sure.", []],
    ["It isn't working", ["It's not working."], "correct", "It's not working.", []],
    [
      "I'm sorry, but the heater is not working",
      ["I'm sorry, but the heater isn't working."],
      "correct",
      "I'm sorry, but the heater isn't working.",
      [],
    ],
    ["You will hurt yourself", ["You'll hurt yourself."], "correct", "You'll hurt yourself.", []],
    ["He has finished", ["He's finished."], "correct", "He's finished.", []],
    ["They do not live here", ["They don't live here."], "correct", "They don't live here.", []],
    ["I cannot swim", ["I can't swim."], "correct", "I can't swim.", []],
    ["I can not swim", ["I can't swim."], "correct", "I can't swim.", []],
    ["We have not met", ["We haven't met."], "correct", "We haven't met.", []],
    ["What is your name", ["What's your name?"], "correct", "What's your name?", []],
    ["i am not sure", ["I'm not sure."], "correct", "I'm not sure.", ["case"]],
  ])("%j for %j is %s", (typed, accepted, verdict, matched, forgiven) => {
    expect(checkAnswer(typed, accepted)).toEqual({ verdict, matched, forgiven });
  });
});

describe("checkAnswer: one-letter typos on long enough words (almost)", () => {
  it.each<Row>([
    ["becuase", ["because"], "almost", "because", []], // transposition
    ["I like it becuase it is warm", ["I like it because it is warm."], "almost", "I like it because it is warm.", []],
    ["beacause", ["because"], "almost", "because", []], // insertion
    ["becase", ["because"], "almost", "because", []], // deletion
    ["becouse", ["because"], "almost", "because", []], // substitution
    ["thier", ["their"], "almost", "their", []],
    ["Thier", ["their"], "almost", "their", ["case"]],
    ["manzanna", ["manzana"], "almost", "manzana", []],
    ["la cancion es bonitta", ["La canción es bonita."], "almost", "La canción es bonita.", ["case", "accents"]],
    ["espaniol", ["español"], "almost", "español", ["accents"]],
    ["thankyou", ["thank you"], "almost", "thank you", []], // a missing space joins two words
    ["good morning", ["Good morning!", "Morning!"], "correct", "Good morning!", ["case"]],
  ])("%j for %j is %s", (typed, accepted, verdict, matched, forgiven) => {
    expect(checkAnswer(typed, accepted)).toEqual({ verdict, matched, forgiven });
  });

  it.each<Row>([
    ["canciòn", ["canción"], "almost", "canción", []],
    ["cancíon", ["canción"], "almost", "canción", ["accents"]], // an extra accent on i, the missing one on o forgiven
  ])("a wrong or extra accent on a long word is one letter off: %j", (typed, accepted, verdict, matched, forgiven) => {
    expect(checkAnswer(typed, accepted)).toEqual({ verdict, matched, forgiven });
  });
});

describe("checkAnswer: wrong", () => {
  it.each<[typed: string, accepted: string[]]>([
    ["", ["cat"]],
    ["   ", ["cat"]],
    ["car", ["cat"]], // one letter, but a short word: a different word
    ["cats", ["cat"]],
    ["I have a car", ["I have a cat."]],
    ["cosa", ["casa"]],
    ["no", ["ni"]],
    ["pelo", ["pero"]],
    ["sí", ["si"]], // a missing accent is forgiven, an extra one on a short word is not
    ["god mornin", ["Good morning!"]], // two slips
    ["becuaes", ["because"]], // two slips in one word
    ["I'm a student", ["I'm not a student."]], // a contraction never drops the "not"
    ["I am sure", ["I'm not sure."]],
    ["They are here", ["They aren't here."]],
    ["dog", ["cat", "kitten"]],
    ["I am student", ["I am a student."]],
  ])("%j for %j is wrong", (typed, accepted) => {
    expect(checkAnswer(typed, accepted)).toEqual({ verdict: "wrong", expected: accepted[0] });
  });

  it("a slip that makes a genuine word the exercise knows is wrong, not almost", () => {
    expect(checkAnswer("the house", ["the horse"]).verdict).toBe("almost");
    expect(checkAnswer("the house", ["the horse"], { realWords: ["house", "mouse"] })).toEqual({
      verdict: "wrong",
      expected: "the horse",
    });
    expect(checkAnswer("perro", ["pero"], { realWords: ["Perro"] }).verdict).toBe("wrong");
  });

  it("refuses an exercise without accepted answers", () => {
    expect(() => checkAnswer("x", [])).toThrow();
  });
});

describe("canonicalAnswer", () => {
  it.each([
    ["  a\t\nb  ", "a b"],
    ["It\u2019s \u201cfine\u201d.", `It's "fine"`],
    ["Hola!!!", "Hola"],
    ["¿Qué?", "¿Qué"],
  ])("%j → %j", (input, output) => {
    expect(canonicalAnswer(input)).toBe(output);
  });
});
