import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fillFacts, parseMarketingContent } from "./content-schema";
import { courseFacts } from "./course-facts";
import { marketingPages } from "./marketing-pages";

const DIR = path.join(process.cwd(), "content", "marketing");
const read = (slug: string): unknown => JSON.parse(readFileSync(path.join(DIR, `${slug}.json`), "utf8"));
const fileOf = (slug: string) => `content/marketing/${slug}.json`;

describe("the marketing pages' copy", () => {
  it("has one file for every page and no file without a page", () => {
    const files = readdirSync(DIR).filter((name) => name.endsWith(".json"));
    expect(files.sort()).toEqual(marketingPages.map((page) => `${page.slug}.json`).sort());
  });

  it.each(marketingPages.map((page) => [page.slug, page] as const))("%s is valid in exactly the locales that publish it", (slug, page) => {
    const result = parseMarketingContent(fileOf(slug), read(slug), page.locales);
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it("gives every page a unique title and description in each locale", () => {
    const seen = new Map<string, string>();
    for (const page of marketingPages) {
      const result = parseMarketingContent(fileOf(page.slug), read(page.slug), page.locales);
      if (!result.ok) continue;
      for (const [locale, copy] of Object.entries(result.content.locales)) {
        for (const text of [copy.title, copy.description]) {
          expect(seen.get(`${locale}:${text}`), `${page.slug} ${locale}: "${text}"`).toBeUndefined();
          seen.set(`${locale}:${text}`, page.slug);
        }
      }
    }
  });
});

describe("parseMarketingContent", () => {
  const [first] = marketingPages;
  const valid = () => structuredClone(read(first.slug)) as { locales: Record<string, Record<string, unknown>>; cta: string };

  it("names the file and the field of each problem", () => {
    const broken = valid();
    const uk = broken.locales.uk as { faq: { items: { answer: string }[] } };
    uk.faq.items[1]!.answer = "   ";
    const result = parseMarketingContent(fileOf(first.slug), broken, first.locales);
    expect(result.ok ? [] : result.errors).toEqual([`${fileOf(first.slug)}: locales.uk.faq.items[1].answer: must not be empty`]);
  });

  it("refuses a missing locale, an extra one, and an untranslated text in a script of its own", () => {
    const broken = valid();
    delete broken.locales.pt;
    // An extra locale: copy in German, checked against a page that does not publish German.
    broken.locales.de = broken.locales.en!;
    const withoutGerman = first.locales.filter((locale) => locale !== "de");
    (broken.locales.el as { hero: { title: string } }).hero.title = "Learn English online";
    const result = parseMarketingContent(fileOf(first.slug), broken, withoutGerman);
    const errors = result.ok ? [] : result.errors;
    expect(errors).toContain(`${fileOf(first.slug)}: locales.pt: Invalid input: expected object, received undefined`);
    expect(errors.some((error) => error.startsWith(`${fileOf(first.slug)}: locales: `) && error.includes('"de"'))).toBe(true);
    expect(errors).toContain(`${fileOf(first.slug)}: locales.el.hero.title: must be written in Greek script (untranslated?)`);
  });

  it("refuses an unknown fact, a call to action into a route that does not exist, and French without its narrow space", () => {
    const broken = valid();
    (broken.locales.en as { cta: { body: string } }).cta.body = "Join {learnerCount} happy learners.";
    broken.cta = "/pricing";
    (broken.locales.fr as { faq: { items: { question: string }[] } }).faq.items[0]!.question = "Est-ce gratuit ?";
    const result = parseMarketingContent(fileOf(first.slug), broken, first.locales);
    const errors = result.ok ? [] : result.errors;
    expect(errors.find((error) => error.includes("locales.en.cta.body"))).toMatch(/may name only the facts \{englishLessons\}/);
    expect(errors.find((error) => error.includes(": cta: "))).toMatch(/must be one of \/funnel\/english-improve/);
    expect(errors).toContain(
      `${fileOf(first.slug)}: locales.fr.faq.items[0].question: French puts a narrow no-break space (U+202F) before ? ! : ;`,
    );
  });
});

describe("the course facts", () => {
  it("are counted from the content's rows and filled into the copy", () => {
    const facts = courseFacts(
      [
        { course: "en", level: "A1", units: 5, lessons: 20, exercises: 228, words: 166 },
        { course: "en", level: "A2", units: 5, lessons: 21, exercises: 220, words: 128 },
        { course: "es", level: "A1", units: 4, lessons: 20, exercises: 236, words: 137 },
      ],
      3,
    );
    expect(facts).toEqual({ englishLessons: 41, englishUnits: 10, englishWords: 294, spanishLessons: 20, spanishUnits: 4, freeLessons: 3 });
    const text = fillFacts("{englishLessons} lessons, {freeLessons} free", { ...facts, englishLessons: "1,041" } as never);
    expect(text).toBe("1,041 lessons, 3 free");
  });
});
