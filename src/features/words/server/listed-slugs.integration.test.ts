import { describe, expect, it } from "vitest";
import { slugOfLemma } from "../model/slug";
import { findSenses } from "./find-senses";
import { hasWordPage } from "./find-word-pages";
import { listWords } from "./list-words";
import { loadWordnet } from "./load-wordnet";
import { resolveLemma } from "./resolve-lemma";

// Every slug the XML and HTML sitemaps publish for the WordNet pages must be a page, not a 404:
// among them about 1,800 lemmas that mix hyphens and underscores ("albers-schonberg_disease").
describe("listed WordNet slugs on real data", () => {
  it("resolves lemmas that mix hyphens and underscores", async () => {
    for (const [slug, word] of [
      // Named after people: shown with WordNet's capitals (findCapitalisedWord), the slug stays lower case.
      ["albers-schonberg-disease", "Albers-Schonberg disease"],
      ["12-tone-music", "12-tone music"],
      ["1st-class-mail", "1st-class mail"],
      ["brand-name-drug", "brand-name drug"],
    ] as const) {
      expect((await findSenses(slug))?.word, slug).toBe(word);
      expect(await hasWordPage("what-part-of-speech", slug), slug).toBe(true);
    }
  });

  it.each(["what-part-of-speech", "synonyms-of", "antonyms-of"] as const)(
    "has a page for every slug listed for %s",
    { timeout: 120_000 },
    async (kind) => {
      const { total } = await listWords(kind, 1, 1);
      const { words } = await listWords(kind, 1, total);
      expect(new Set(words).size).toBe(words.length);
      const missing: string[] = [];
      for (const slug of words) if (!(await hasWordPage(kind, slug))) missing.push(slug);
      expect(missing).toEqual([]);
      if (kind === "what-part-of-speech") {
        const mixed = [...(await loadWordnet()).index.keys()].filter((lemma) => /-/.test(lemma) && /_/.test(lemma));
        expect(mixed.length).toBeGreaterThan(1_500);
        expect(words).toEqual(expect.arrayContaining(mixed.map((lemma) => slugOfLemma(lemma)).filter(Boolean)));
      }
    },
  );

  it("resolves a slug two lemmas share to the same lemma every time", async () => {
    const wordnet = await loadWordnet();
    // Both spellings are lemmas: the one written as the slug wins.
    expect(resolveLemma(wordnet, "ad-lib")?.lemma).toBe("ad-lib");
    // "al-itihaad_al-islamiya" and "al_itihaad_al_islamiya": the underscored one wins.
    expect(resolveLemma(wordnet, "al-itihaad-al-islamiya")?.lemma).toBe("al_itihaad_al_islamiya");
    expect(resolveLemma(wordnet, "angiotensin-converting-enzyme")?.lemma).toBe("angiotensin_converting_enzyme");
    const { total } = await listWords("what-part-of-speech", 1, 1);
    const listed = (await listWords("what-part-of-speech", 1, total)).words;
    expect(listed.filter((slug) => slug === "al-itihaad-al-islamiya")).toHaveLength(1);
  });
});
