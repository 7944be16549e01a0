import { describe, expect, it } from "vitest";
import { WORD_PAGE_KINDS } from "../model/word-kinds";
import { findCapitalisedWord } from "./find-display-word";
import { findPastForms, findPastTense } from "./find-past-tense";
import { findPastTenseVerb } from "./find-past-tense-verb";
import { findPronunciation } from "./find-pronunciation";
import { findSenses } from "./find-senses";
import { findWordLevel } from "./find-word-level";
import { findSearchedPage, findWordPages, hasWordPage } from "./find-word-pages";
import { listCommonWords } from "./list-common-words";
import { listWords } from "./list-words";
import { loadPronunciations } from "./load-pronunciations";

// The real data sets from node_modules and content/words: each kind for a sample of words.
describe("word data", () => {
  it("loads each data set once per process", async () => {
    expect(loadPronunciations()).toBe(loadPronunciations());
  });

  it("pronounces words from the CMU dictionary", async () => {
    const hello = await findPronunciation("hello");
    expect(hello?.pronunciations.map((p) => p.ipa)).toContain("həˈloʊ");
    const cat = (await findPronunciation("cat"))!;
    expect(cat.pronunciations[0]).toMatchObject({ ipa: "ˈkæt", respelling: "KAT" });
    expect(cat.similar).toEqual(expect.arrayContaining(["bat", "hat", "cut"]));
    expect(cat.rhymes).toContain("flat");
    const pronunciation = (await findPronunciation("pronunciation"))!;
    expect(pronunciation.pronunciations[0]!.syllables).toHaveLength(5);
    expect(pronunciation.examples.length).toBeGreaterThan(0);
    expect(pronunciation.examples.every((example) => /pronunciation/i.test(example))).toBe(true);
  });

  it("gives each part of speech with its senses, synonyms and antonyms from WordNet", async () => {
    const run = (await findSenses("run"))!;
    expect(run.groups.map((group) => group.pos)).toEqual(["noun", "verb"]);
    const happy = (await findSenses("happy"))!;
    expect(happy.groups[0]!.senses[0]).toMatchObject({
      definition: "enjoying or showing or marked by joy or pleasure",
      antonyms: ["unhappy"],
    });
    expect(happy.groups[0]!.senses.flatMap((sense) => sense.synonyms)).toContain("glad");
    expect((await findSenses("ice-cream"))?.word).toBe("ice cream");
    // Function words: WordNet cannot say what part of speech "in" or "a" is (no prepositions or
    // determiners), so those pages are 404s and left out of the lists; "a" has no synonyms page
    // either (its WordNet senses are angstrom and vitamin A), while "like" keeps its synonyms.
    for (const word of ["a", "am", "in", "he", "can", "the"]) expect(await hasWordPage("what-part-of-speech", word), word).toBe(false);
    expect(await hasWordPage("synonyms-of", "a")).toBe(false);
    expect(await hasWordPage("synonyms-of", "like")).toBe(true);
    expect(await hasWordPage("what-part-of-speech", "live")).toBe(true);
    const listed = (await listWords("what-part-of-speech", 1, 1_000_000)).words;
    expect(listed.filter((word) => ["a", "am", "in", "he", "can"].includes(word))).toEqual([]);
    expect(listed).toContain("live");
    expect(await listCommonWords("what-part-of-speech")).not.toContain("a");
    // A sense's examples are the word's own: none shows only another word of its synset.
    for (const word of ["live", "read", "run"]) {
      const examples = (await findSenses(word))!.groups.flatMap((group) => group.senses.flatMap((sense) => sense.examples));
      expect(examples.length, word).toBeGreaterThan(0);
      expect(
        examples.filter((example) => /inhabited|dwells|populating|\bsay\b|understands|showed|known/i.test(example)),
        word,
      ).toEqual([]);
      expect(
        examples.filter((example) => example.includes("`") || example.includes("--")),
        word,
      ).toEqual([]);
    }
  });

  it("gives irregular forms from the list and regular ones by the spelling rules", async () => {
    expect((await findPastTense("go"))?.forms).toEqual([{ past: "went", participle: "gone", kind: "irregular" }]);
    expect((await findPastTense("prefer"))?.forms).toEqual([
      { past: "preferred", participle: "preferred", kind: "regular", rule: "double-consonant" },
    ]);
    expect((await findPastTense("visit"))?.forms[0]).toMatchObject({ past: "visited", rule: "add-ed" });
    expect((await findPastTense("study"))?.forms[0]).toMatchObject({ past: "studied", rule: "y-to-ied" });
    expect((await findPastTense("walk"))?.examples.some((example) => /\bwalked\b/.test(example))).toBe(true);
  });

  it("corrects the irregular list and doubles where American spelling does", async () => {
    expect((await findPastTense("bet"))?.forms).toEqual([{ past: "bet", participle: "bet", kind: "irregular" }]);
    expect((await findPastTense("benefit"))?.forms).toEqual([
      { past: "benefited", participle: "benefited", kind: "regular", rule: "add-ed" },
    ]);
    expect((await findPastTense("program"))?.forms).toEqual([
      { past: "programmed", participle: "programmed", kind: "regular", rule: "double-secondary" },
    ]);
    expect((await findPastTense("kidnap"))?.forms).toEqual([
      { past: "kidnapped", participle: "kidnapped", kind: "regular", rule: "double-secondary" },
    ]);
    for (const verb of ["visit", "open", "target"]) {
      expect((await findPastTense(verb))?.forms[0], verb).toMatchObject({ past: `${verb}ed`, rule: "add-ed" });
    }
    expect((await findPastTense("lie"))?.forms).toEqual([
      { past: "lay", participle: "lain", kind: "irregular", sense: "lie-recline" },
      { past: "lied", participle: "lied", kind: "regular", rule: "add-d", sense: "lie-untruth" },
    ]);
    expect((await findPastTense("hang"))?.forms).toEqual([
      { past: "hung", participle: "hung", kind: "irregular", sense: "hang-suspend" },
      { past: "hanged", participle: "hanged", kind: "regular", rule: "add-ed", sense: "hang-execute" },
    ]);
    expect((await findPastTense("shine"))?.forms).toEqual([
      { past: "shined", participle: "shined", kind: "regular", rule: "add-d" },
      { past: "shone", participle: "shone", kind: "irregular" },
    ]);
    const { total } = await listWords("past-tense-of", 1, 1);
    expect((await listWords("past-tense-of", 1, total)).words).toEqual(
      expect.arrayContaining(["benefit", "bet", "hang", "lie", "program"]),
    );
  });

  it("gives the British spelling beside the American one where they differ, as the site's quiz teaches", async () => {
    expect(await findPastForms("travel")).toEqual([
      { past: "traveled", participle: "traveled", kind: "regular", rule: "add-ed", variety: "us" },
      { past: "travelled", participle: "travelled", kind: "regular", rule: "double-l-british", variety: "uk" },
    ]);
    expect(await findPastForms("worship")).toEqual([
      { past: "worshiped", participle: "worshiped", kind: "regular", rule: "add-ed", variety: "us" },
      { past: "worshipped", participle: "worshipped", kind: "regular", rule: "double-p-british", variety: "uk" },
    ]);
    for (const verb of ["cancel", "label", "model", "signal", "fuel", "quarrel", "level", "total", "dial", "marvel", "counsel", "equal"]) {
      const forms = (await findPastForms(verb))!;
      expect(
        forms.map((form) => [form.past, form.variety]),
        verb,
      ).toEqual([
        [`${verb}ed`, "us"],
        [`${verb}led`, "uk"],
      ]);
    }
    // Spelt alike in both: no labels.
    for (const verb of ["kidnap", "control", "visit", "parallel", "appeal", "go"]) {
      expect(
        (await findPastForms(verb))!.every((form) => form.variety === undefined),
        verb,
      ).toBe(true);
    }
    expect((await findPastTense("travel"))!.forms.map((form) => form.past)).toEqual(["traveled", "travelled"]);
    // British single-l spellings of American -ll verbs ("instil", "instill") double in both: one form, no "instiled".
    for (const verb of ["instil", "distil", "fulfil"]) {
      const forms = await findPastForms(verb);
      expect(
        forms?.map((form) => [form.past, form.variety]),
        verb,
      ).toEqual([[`${verb}led`, undefined]]);
    }
  });

  it("sends a past-tense search for a form of a verb to the verb's page", async () => {
    for (const [typed, verb] of [
      ["went", "go"],
      ["gone", "go"],
      ["took", "take"],
      ["ran", "run"],
      ["running", "run"],
      ["left", "leave"],
      ["lain", "lie"],
      ["ate", "eat"],
      ["seen", "see"],
      ["studies", "study"],
      ["studied", "study"],
      ["hoped", "hope"],
      ["hopped", "hop"],
      ["dying", "die"],
      ["was", "be"],
      ["is", "be"],
      ["travelled", "travel"],
      ["cancelling", "cancel"],
      ["panicking", "panic"],
      // A verb of its own keeps its page ("to found a company", "lay the table").
      ["found", "found"],
      ["lay", "lay"],
      ["go", "go"],
    ]) {
      expect(await findPastTenseVerb(typed!), typed).toBe(verb);
      expect(await findSearchedPage("past-tense-of", typed!), typed).toBe(verb);
    }
    for (const typed of ["happy", "children", "qwxzvbnm", "ice-cream"]) expect(await findPastTenseVerb(typed), typed).toBeUndefined();
    // The other kinds find the typed word only.
    expect(await findSearchedPage("how-to-pronounce", "went")).toBe("went");
    expect(await findSearchedPage("what-part-of-speech", "qwxzvbnm")).toBeUndefined();
  });

  it("shows a proper noun with WordNet's capitals; the slug and everyday words stay lower case", async () => {
    expect(await findCapitalisedWord("london")).toBe("London");
    expect(await findCapitalisedWord("bagdad")).toBe("Bagdad");
    expect(await findCapitalisedWord("monday")).toBe("Monday");
    expect(await findCapitalisedWord("dna")).toBe("DNA");
    expect(await findCapitalisedWord("ph")).toBe("pH");
    expect(await findCapitalisedWord("los-angeles")).toBe("Los Angeles");
    expect((await findSenses("london"))?.word).toBe("London");
    // A lower-case sense too ("march", "read"), a function word ("us", "it"), an interjection ("oh"), an everyday word WordNet has only as an abbreviation ("dos", "ed"), a form of a lower-case word ("sat", "states"), or no WordNet entry ("c-span").
    for (const word of [
      "march",
      "read",
      "turkey",
      "us",
      "it",
      "who",
      "oh",
      "dos",
      "ed",
      "sat",
      "led",
      "states",
      "wells",
      "c-span",
      "qwxzvbnm",
    ]) {
      expect(await findCapitalisedWord(word), word).toBeUndefined();
    }
    expect((await findSenses("run"))?.word).toBe("run");
  });

  it("has no page for a word without data", async () => {
    for (const kind of WORD_PAGE_KINDS) expect(await hasWordPage(kind, "qwxzvbnm")).toBe(false);
    expect(await findPronunciation("qwxzvbnm")).toBeUndefined();
    expect(await findPastTense("happy")).toBeUndefined();
    expect(await hasWordPage("antonyms-of", "cat")).toBe(false);
    expect(await findWordPages("happy")).toEqual(["how-to-pronounce", "what-part-of-speech", "synonyms-of", "antonyms-of"]);
  });

  it("knows the CEFR level of everyday words", async () => {
    expect(await findWordLevel("cat")).toBe("A1");
    expect(await findWordLevel("qwxzvbnm")).toBeUndefined();
  });

  it("lists the words of each kind sorted and paginated, and everyday words for the indexes", async () => {
    for (const kind of WORD_PAGE_KINDS) {
      const first = await listWords(kind, 1, 500);
      expect(first.words).toHaveLength(500);
      expect([...first.words].sort()).toEqual(first.words);
      const second = await listWords(kind, 2, 500);
      expect(second.words[0]! > first.words.at(-1)!).toBe(true);
      expect(first.pages).toBe(Math.ceil(first.total / 500));
      expect((await listWords(kind, first.pages + 1, 500)).words).toEqual([]);
    }
    expect((await listWords("how-to-pronounce")).total).toBeGreaterThan(100_000);
    const common = await listCommonWords("past-tense-of", 10);
    expect(common).toHaveLength(10);
    for (const verb of common) expect(await findPastTense(verb)).toBeDefined();
  });
});
