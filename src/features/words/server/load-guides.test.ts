import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pairSlug } from "../model/guide-schema";
import { CONFUSING_PAIR_SLUGS, QUIZ_SLUGS } from "../model/guide-slugs";
import { locales } from "@/lib/i18n/locales";
import { confusingPairLocales } from "../model/word-locales";
import { findConfusingPair, findQuiz, listConfusingPairs, listQuizzes, loadWordGuides, readWordGuides } from "./load-guides";

// The real content: every listed slug has its guide, each pair's slug is its words' slug.
describe("the word guides on disk", () => {
  it("load once per process", () => {
    expect(loadWordGuides()).toBe(loadWordGuides());
  });

  it("find every pair and every quiz by its slug", async () => {
    const pairs = await listConfusingPairs();
    expect(pairs.map((pair) => pair.slug)).toEqual([...CONFUSING_PAIR_SLUGS]);
    for (const slug of CONFUSING_PAIR_SLUGS) {
      const pair = await findConfusingPair(slug);
      expect(pair?.slug, slug).toBe(slug);
      expect(pairSlug(pair!.words)).toBe(slug);
    }
    const quizzes = await listQuizzes();
    expect(quizzes.map((quiz) => quiz.slug)).toEqual([...QUIZ_SLUGS]);
    for (const slug of QUIZ_SLUGS) expect((await findQuiz(slug))?.slug, slug).toBe(slug);
    expect(CONFUSING_PAIR_SLUGS).toHaveLength(104);
    expect(QUIZ_SLUGS).toHaveLength(30);
  });

  it("explain every pair in each locale that publishes them, and in English elsewhere", async () => {
    for (const locale of locales) {
      const pairs = await listConfusingPairs(locale);
      expect(pairs).toHaveLength(CONFUSING_PAIR_SLUGS.length);
      const english = await listConfusingPairs("en");
      const language = confusingPairLocales.includes(locale) ? locale : "en";
      pairs.forEach((pair, index) => {
        expect(pair.language, `${locale} ${pair.slug}`).toBe(language);
        // What is explained stays English: the words, the examples, the sentences of the mistakes and the quiz.
        expect(pair.words).toEqual(english[index]!.words);
        expect(pair.entries.map((entry) => entry.examples)).toEqual(english[index]!.entries.map((entry) => entry.examples));
        expect(pair.quiz.map(({ sentence, options, answer }) => ({ sentence, options, answer }))).toEqual(
          english[index]!.quiz.map(({ sentence, options, answer }) => ({ sentence, options, answer })),
        );
        if (language !== "en") expect(pair.summary, `${locale} ${pair.slug}`).not.toBe(english[index]!.summary);
      });
    }
  });

  it("find nothing for an unknown or non-canonical slug", async () => {
    expect(await findConfusingPair("effect-vs-affect")).toBeUndefined();
    expect(await findConfusingPair("Affect-vs-Effect")).toBeUndefined();
    expect(await findQuiz("no-such-quiz")).toBeUndefined();
  });
});

describe("readWordGuides on a broken copy", () => {
  const root = mkdtempSync(path.join(tmpdir(), "guides-"));
  cpSync(path.join(process.cwd(), "content", "confusing-words"), path.join(root, "content", "confusing-words"), { recursive: true });
  cpSync(path.join(process.cwd(), "content", "quizzes"), path.join(root, "content", "quizzes"), { recursive: true });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("names the file and the field of each problem", async () => {
    const file = path.join(root, "content", "confusing-words", "affect-vs-effect.json");
    const { readFileSync } = await import("node:fs");
    const pair = JSON.parse(readFileSync(file, "utf8"));
    pair.quiz[1].answer = "affected";
    writeFileSync(file, JSON.stringify(pair));
    writeFileSync(path.join(root, "content", "confusing-words", "cat-vs-dog.json"), "{");
    await expect(readWordGuides(root)).rejects.toThrow(
      /content\/confusing-words\/affect-vs-effect\.json: quiz\[1\]\.answer: must be one of the options/,
    );
    await expect(readWordGuides(root)).rejects.toThrow(/content\/confusing-words\/cat-vs-dog\.json: not JSON/);
    await expect(readWordGuides(root)).rejects.toThrow(/cat-vs-dog\.json: \(root\): add "cat-vs-dog" to/);
  });

  it("refuses a quiz that links to a pair that does not exist", async () => {
    rmSync(path.join(root, "content", "confusing-words", "cat-vs-dog.json"));
    rmSync(path.join(root, "content", "confusing-words", "so-vs-such.json"));
    await expect(readWordGuides(root)).rejects.toThrow(
      /content\/quizzes\/fewer-less-so-such-too-very\.json: related\.confusingWords\[1\]: there is no pair "so-vs-such"/,
    );
    await expect(readWordGuides(root)).rejects.toThrow(/so-vs-such\.json: \(root\): listed in guide-slugs\.ts but there is no such file/);
  });

  it("checks a translation against its English pair, and wants every pair in a locale that publishes them", async () => {
    const folder = path.join(root, "content", "confusing-words-translations", "uk");
    mkdirSync(folder, { recursive: true });
    const translation = {
      summary: "Accept — це дієслово (прийняти, погодитися); except — прийменник, що означає «крім».",
      entries: [
        { partOfSpeech: "дієслово", meaning: "Прийняти те, що вам пропонують, або погодитися з чимось." },
        { partOfSpeech: "прийменник і сполучник", meaning: "Крім, за винятком." },
      ],
      tip: "Except починається з «ex», як exit: воно виключає щось із групи.",
      mistakes: [{ why: "Тут потрібне дієслово: accept." }],
      quiz: [
        { explanation: "Суботу й неділю виключено, тому except." },
        { explanation: "Після «did you» потрібне дієслово: accept." },
        { explanation: "«Me» — єдиний, хто не склав тест, тому except." },
      ],
    };
    writeFileSync(path.join(folder, "accept-vs-except.json"), JSON.stringify(translation));
    writeFileSync(path.join(folder, "cat-vs-dog.json"), JSON.stringify(translation));
    const failure = readWordGuides(root, ["en", "uk"]);
    await expect(failure).rejects.toThrow(/confusing-words-translations\/uk\/accept-vs-except\.json: mistakes: must have 2 items/);
    await expect(readWordGuides(root, ["en", "uk"])).rejects.toThrow(/accept-vs-except\.json: quiz: must have 4 items/);
    await expect(readWordGuides(root, ["en", "uk"])).rejects.toThrow(/uk\/cat-vs-dog\.json: \(root\): there is no English pair/);
    await expect(readWordGuides(root, ["en", "uk"])).rejects.toThrow(
      /confusingPairLocales publishes uk, but \d+ pairs have no translation/,
    );
  });
});
