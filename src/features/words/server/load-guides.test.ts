import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pairSlug } from "../model/guide-schema";
import { CONFUSING_PAIR_SLUGS, QUIZ_SLUGS } from "../model/guide-slugs";
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
});
