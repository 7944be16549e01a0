import { describe, expect, it } from "vitest";
import { canonicalWordPagePath } from "./slug";
import { WORD_PAGE_KINDS } from "./word-kinds";

describe("canonicalWordPagePath", () => {
  it.each([
    ["/how-to-pronounce/Hello", "/how-to-pronounce/hello"],
    ["/synonyms-of/ice%20cream", "/synonyms-of/ice-cream"],
    ["/past-tense-of/%20GO%20", "/past-tense-of/go"],
    ["/how-to-pronounce/caf%C3%A9", "/how-to-pronounce/cafe"],
    ["/how-to-pronounce/na%C3%AFve", "/how-to-pronounce/naive"],
    ["/how-to-pronounce/re%CC%81sume%CC%81", "/how-to-pronounce/resume"],
    ["/how-to-pronounce/%EF%BC%B2%EF%BD%85%EF%BD%81%EF%BD%84", "/how-to-pronounce/read"],
    ["/how-to-pronounce/hello", undefined],
    ["/how-to-pronounce/%3Cscript%3E", undefined],
    ["/how-to-pronounce/%E0%A4%A", undefined],
    ["/how-to-pronounce", undefined],
    ["/terms/Hello", undefined],
    ["/how-to-pronounce/Hello/more", undefined],
  ])("%s → %s", (path, expected) => {
    expect(canonicalWordPagePath(path, WORD_PAGE_KINDS)).toBe(expected);
  });
});
