import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LINKS_PER_PAGE } from "../model/alphabet-pages";
import { HTML_SITEMAPS } from "../model/html-sitemaps";
import { listConfusingPairSlugs } from "./list-confusing-pair-slugs";
import { listSitemapLetters, listWordsByLetter, listWordsOfLetter } from "./list-words-by-letter";
import { listWords } from "./list-words";
import { readHtmlSitemap } from "./read-html-sitemap";

// The HTML sitemaps on the real word lists (node_modules) and guides (content/confusing-words).
describe("HTML sitemaps on real data", () => {
  it("group every word of each kind under exactly one letter, once per process", async () => {
    for (const kind of ["how-to-pronounce", "what-part-of-speech", "past-tense-of"] as const) {
      const groups = await listWordsByLetter(kind);
      const { total } = await listWords(kind, 1, 1);
      expect(
        [...groups.values()].reduce((sum, words) => sum + words.length, 0),
        kind,
      ).toBe(total);
      expect(await listWordsByLetter(kind)).toBe(groups);
      for (const [letter, words] of groups) {
        expect(
          words.every((word) => (letter === "0-9" ? !/^[a-z]/.test(word) : word.startsWith(letter))),
          `${kind} ${letter}`,
        ).toBe(true);
      }
    }
    expect(await listWordsOfLetter("how-to-pronounce", "s")).toContain("sun");
  });

  it("list the 104 confusing-word pairs by their file names, sorted, with their words", async () => {
    const files = readdirSync(path.join(process.cwd(), "content", "confusing-words")).filter((file) => file.endsWith(".json"));
    const pairs = await listConfusingPairSlugs();
    expect(pairs).toHaveLength(files.length);
    expect(pairs.map((pair) => pair.slug)).toEqual(files.map((file) => file.replace(/\.json$/, "")).sort());
    expect(pairs.find((pair) => pair.slug === "affect-vs-effect")?.words).toEqual(["affect", "effect"]);
    const letters = await listSitemapLetters("confusing-words");
    expect(letters.total).toBe(files.length);
    expect(letters.labelOf("affect-vs-effect")).toBe("affect vs effect");
  });

  it("page every letter into at most 300 links whose counts add up to the total", async () => {
    for (const sitemap of HTML_SITEMAPS) {
      const overview = await readHtmlSitemap(sitemap, {});
      if (overview?.kind !== "overview") throw new Error(`${sitemap}: no overview`);
      expect(overview.letters.reduce((sum, letter) => sum + letter.count, 0)).toBe(overview.total);
      const b = await readHtmlSitemap(sitemap, { letter: "b" });
      if (b?.kind !== "letter") throw new Error(`${sitemap}: no letter b`);
      expect(b.entries.length).toBeLessThanOrEqual(LINKS_PER_PAGE);
      expect(b.pages).toBe(Math.ceil(b.total / LINKS_PER_PAGE));
      expect(await readHtmlSitemap(sitemap, { letter: "b", page: String(b.pages + 1) })).toBeUndefined();
    }
    const s = await readHtmlSitemap("how-to-pronounce", { letter: "s", page: "2" });
    if (s?.kind !== "letter") throw new Error("no s, page 2");
    expect(s).toMatchObject({ from: 301, to: 600 });
    expect(s.entries).toHaveLength(300);
  });
});
