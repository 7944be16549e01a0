import { describe, expect, it } from "vitest";
import { describePronunciation } from "./arpabet";
import { closestReading } from "./closest-reading";

const ipa = (arpabet: string) => describePronunciation(arpabet)!.ipa;

describe("the pronunciation a reading says (espeak-ng's IPA against CMU's variants)", () => {
  it.each([
    ["read", ["R EH1 D", "R IY1 D"], "ɹˈiːd", 1],
    ["lead", ["L EH1 D", "L IY1 D"], "lˈiːd", 1],
    ["wind", ["W AY1 N D", "W IH1 N D"], "wˈɪnd", 1],
    ["record", ["R AH0 K AO1 R D", "R EH1 K ER0 D"], "ɹˈɛkɚd", 1],
    ["bass", ["B AE1 S", "B EY1 S"], "bˈeɪs", 1],
    ["wound", ["W AW1 N D", "W UW1 N D"], "wˈuːnd", 1],
    ["bow", ["B AW1", "B OW1"], "bˈoʊ", 1],
    ["tear", ["T EH1 R", "T IH1 R"], "tˈɪɹ", 1],
    ["hello (one reading, the first stays)", ["HH AH0 L OW1", "HH EH0 L OW1"], "həlˈoʊ", 0],
  ])("%s", (_, arpabets, reading, expected) => {
    expect(closestReading(arpabets.map(ipa), reading)).toBe(expected);
  });
});
