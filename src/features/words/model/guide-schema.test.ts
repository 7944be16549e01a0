import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pairSlug, parseConfusingPair, parseQuiz, type ConfusingPair, type Quiz } from "./guide-schema";

const ROOT = path.join(process.cwd(), "content");
const filesOf = (dir: string) =>
  (existsSync(path.join(ROOT, dir)) ? readdirSync(path.join(ROOT, dir)) : []).filter((name) => name.endsWith(".json")).sort();
const read = (dir: string, name: string): unknown => JSON.parse(readFileSync(path.join(ROOT, dir, name), "utf8"));
const slugOf = (name: string) => name.replace(/\.json$/, "");

function loadAll<T>(
  dir: string,
  parse: (file: string, slug: string, input: unknown) => { ok: true; value: T } | { ok: false; errors: string[] },
) {
  const values: T[] = [];
  const errors: string[] = [];
  for (const name of filesOf(dir)) {
    const result = parse(`content/${dir}/${name}`, slugOf(name), read(dir, name));
    if (result.ok) values.push(result.value);
    else errors.push(...result.errors);
  }
  return { values, errors };
}

describe("the confusing-word pairs in content/confusing-words", () => {
  const { values: pairs, errors } = loadAll<ConfusingPair>("confusing-words", parseConfusingPair);

  it("are all valid", () => {
    expect(errors).toEqual([]);
    expect(pairs.length).toBeGreaterThan(0);
  });

  it("each have their own summary (a page's meta description)", () => {
    const summaries = pairs.map((pair) => pair.summary);
    expect(summaries.filter((summary, index) => summaries.indexOf(summary) !== index)).toEqual([]);
  });

  it("never file the same two words twice, in either order", () => {
    const keys = pairs.map((pair) => [...pair.words].sort().join("|"));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});

describe("the quizzes in content/quizzes", () => {
  const { values: quizzes, errors } = loadAll<Quiz>("quizzes", parseQuiz);
  const pairSlugs = new Set(filesOf("confusing-words").map(slugOf));

  it("are all valid", () => {
    expect(errors).toEqual([]);
  });

  it("each have their own title and description", () => {
    for (const field of ["title", "description"] as const) {
      const texts = quizzes.map((quiz) => quiz[field]);
      expect(
        texts.filter((text, index) => texts.indexOf(text) !== index),
        field,
      ).toEqual([]);
    }
  });

  it("link only to confusing-word pairs that exist", () => {
    const missing = quizzes.flatMap((quiz) =>
      (quiz.related?.confusingWords ?? [])
        .filter((slug) => !pairSlugs.has(slug))
        .map((slug) => `content/quizzes/${quiz.slug}.json: ${slug}`),
    );
    expect(missing).toEqual([]);
  });
});

describe("parseConfusingPair", () => {
  const valid = () =>
    structuredClone(read("confusing-words", "affect-vs-effect.json")) as Record<string, unknown> & { quiz: { answer: string }[] };

  it("names the file and the field of an error", () => {
    const input = valid();
    input.quiz[1]!.answer = "affection";
    const result = parseConfusingPair("content/confusing-words/affect-vs-effect.json", "affect-vs-effect", input);
    expect(result).toEqual({
      ok: false,
      errors: ["content/confusing-words/affect-vs-effect.json: quiz[1].answer: must be one of the options"],
    });
  });

  it("refuses placeholder copy and a sentence without its gap", () => {
    const input = valid() as ReturnType<typeof valid> & { tip: string; quiz: { sentence: string }[] };
    input.tip = "Lorem ipsum dolor sit amet";
    input.quiz[0]!.sentence = "Noise can change how well you sleep.";
    const result = parseConfusingPair("x.json", "affect-vs-effect", input);
    expect(result.ok ? [] : result.errors).toEqual([
      "x.json: tip: must be real copy (found a placeholder)",
      "x.json: quiz[0].sentence: must contain exactly one ___",
    ]);
  });

  it("refuses a file not named after its words", () => {
    const result = parseConfusingPair("content/confusing-words/effect-vs-affect.json", "effect-vs-affect", valid());
    expect(result).toEqual({
      ok: false,
      errors: ["content/confusing-words/effect-vs-affect.json: words: the file must be named affect-vs-effect.json"],
    });
  });
});

describe("pairSlug", () => {
  it.each([
    [["affect", "effect"], "affect-vs-effect"],
    [["its", "it's"], "its-vs-it-s"],
    [["every day", "everyday"], "every-day-vs-everyday"],
    [["used to", "be used to"], "used-to-vs-be-used-to"],
  ] as const)("%j → %s", (words, slug) => {
    expect(pairSlug(words)).toBe(slug);
  });
});

describe("parseQuiz", () => {
  it("refuses a file name that is not a slug", () => {
    expect(parseQuiz("content/quizzes/Past Simple.json", "Past Simple", {})).toEqual({
      ok: false,
      errors: ["content/quizzes/Past Simple.json: (root): the file name must be lower-case words joined by hyphens"],
    });
  });
});
