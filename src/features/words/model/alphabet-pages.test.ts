import { describe, expect, it } from "vitest";
import {
  alphabetSearch,
  groupByLetter,
  letterLabel,
  letterOf,
  LINKS_PER_PAGE,
  pageCount,
  pageNumbers,
  pageOf,
  readAlphabetQuery,
  type LetterKey,
} from "./alphabet-pages";

describe("groupByLetter", () => {
  it("groups sorted words by first letter, a–z then digits, keeping their order and leaving out empty letters", () => {
    const groups = groupByLetter(["1-hitter", "10", "a", "a's", "aardvark", "bee", "zebra"]);
    expect([...groups.keys()]).toEqual(["a", "b", "z", "0-9"]);
    expect(groups.get("a")).toEqual(["a", "a's", "aardvark"]);
    expect(groups.get("0-9")).toEqual(["1-hitter", "10"]);
    expect(groups.has("c")).toBe(false);
  });

  it("puts every word in exactly one group", () => {
    const words = Array.from({ length: 1000 }, (_, i) => `${"abcxyz0"[i % 7]}${i}`);
    const groups = groupByLetter(words);
    expect([...groups.values()].reduce((sum, group) => sum + group.length, 0)).toBe(words.length);
  });

  it.each([
    ["apple", "a"],
    ["zoo", "z"],
    ["3d", "0-9"],
    ["'tis", "0-9"],
  ])("letterOf(%s) = %s", (word, letter) => {
    expect(letterOf(word)).toBe(letter);
  });

  it("shows letters in capitals and the digits' group as 0–9", () => {
    expect(letterLabel("b")).toBe("B");
    expect(letterLabel("0-9")).toBe("0–9");
  });
});

describe("pagination", () => {
  it.each([
    [0, 1],
    [1, 1],
    [300, 1],
    [301, 2],
    [13426, 45],
  ])("%i words make %i pages of %i", (count, pages) => {
    expect(pageCount(count)).toBe(pages);
  });

  it("cuts pages of at most 300 with their place in the whole", () => {
    const words = Array.from({ length: 650 }, (_, i) => `w${i}`);
    expect(LINKS_PER_PAGE).toBe(300);
    expect(pageOf(words, 1)).toMatchObject({ from: 1, to: 300, total: 650, pages: 3 });
    const last = pageOf(words, 3);
    expect(last).toMatchObject({ from: 601, to: 650, pages: 3 });
    expect(last.items).toEqual(words.slice(600));
  });

  it.each<[number, number, Array<number | "gap">]>([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 45, [1, 2, 3, "gap", 45]],
    [5, 45, [1, 2, 3, 4, 5, 6, 7, "gap", 45]],
    [20, 45, [1, "gap", 18, 19, 20, 21, 22, "gap", 45]],
    [45, 45, [1, "gap", 43, 44, 45]],
    [4, 9, [1, 2, 3, 4, 5, 6, "gap", 9]],
  ])("page %i of %i shows %j", (current, pages, expected) => {
    expect(pageNumbers(current, pages)).toEqual(expected);
  });
});

describe("readAlphabetQuery", () => {
  const pages: Partial<Record<LetterKey, number>> = { a: 3, b: 1, "0-9": 1 };
  const read = (query: { letter?: string | string[]; page?: string | string[] }) => readAlphabetQuery(query, (l) => pages[l] ?? 0);

  it("reads the overview, a letter (any case) and its pages", () => {
    expect(read({})).toEqual({ kind: "overview" });
    expect(read({ letter: "a" })).toEqual({ kind: "letter", letter: "a", page: 1 });
    expect(read({ letter: "A", page: "3" })).toEqual({ kind: "letter", letter: "a", page: 3 });
    expect(read({ letter: "0-9" })).toEqual({ kind: "letter", letter: "0-9", page: 1 });
  });

  it.each([
    [{ letter: "c" }],
    [{ letter: "ab" }],
    [{ letter: "" }],
    [{ letter: "<script>" }],
    [{ letter: "a", page: "4" }],
    [{ letter: "a", page: "0" }],
    [{ letter: "a", page: "01" }],
    [{ letter: "a", page: "-1" }],
    [{ letter: "a", page: "2.5" }],
    [{ letter: "a", page: "abc" }],
    [{ letter: "a", page: "99999999999999999999" }],
    [{ page: "2" }],
    [{ letter: ["a", "b"] }],
    [{ letter: "a", page: ["1", "2"] }],
  ])("%j is not a page", (query) => {
    expect(read(query)).toEqual({ kind: "not-found" });
  });

  it("writes a page's query without page 1", () => {
    expect(alphabetSearch("b")).toBe("?letter=b");
    expect(alphabetSearch("b", 2)).toBe("?letter=b&page=2");
    expect(alphabetSearch("0-9", 1)).toBe("?letter=0-9");
  });
});
