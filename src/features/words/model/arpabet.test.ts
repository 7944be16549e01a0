import { describe, expect, it } from "vitest";
import { describePronunciation, hasStressedSyllable, hasThSounds, parseArpabet, phoneKey, respell, rhymeKey, syllabify } from "./arpabet";

describe("ARPAbet → IPA, syllables and stress", () => {
  it.each([
    ["cat", "K AE1 T", "ˈkæt", ["kæt"]],
    ["happy", "HH AE1 P IY0", "ˈhæpi", ["hæ", "pi"]],
    ["hello", "HH AH0 L OW1", "həˈloʊ", ["hə", "loʊ"]],
    ["water", "W AO1 T ER0", "ˈwɔtɚ", ["wɔ", "tɚ"]],
    ["string", "S T R IH1 NG", "ˈstɹɪŋ", ["stɹɪŋ"]],
    ["extra", "EH1 K S T R AH0", "ˈɛkstɹə", ["ɛk", "stɹə"]],
    ["children", "CH IH1 L D R AH0 N", "ˈtʃɪldɹən", ["tʃɪl", "dɹən"]],
    ["abstract", "AE0 B S T R AE1 K T", "æbˈstɹækt", ["æb", "stɹækt"]],
    ["photograph", "F OW1 T AH0 G R AE2 F", "ˈfoʊtəˌɡɹæf", ["foʊ", "tə", "ɡɹæf"]],
    ["pronunciation", "P R OW0 N AH2 N S IY0 EY1 SH AH0 N", "pɹoʊˌnʌnsiˈeɪʃən", ["pɹoʊ", "nʌn", "si", "eɪ", "ʃən"]],
  ])("%s", (_word, arpabet, ipa, syllables) => {
    const described = describePronunciation(arpabet)!;
    expect(described.ipa).toBe(ipa);
    expect(described.syllables.map((syllable) => syllable.ipa)).toEqual(syllables);
  });

  it("marks the stress of each syllable", () => {
    expect(describePronunciation("P R OW0 N AH2 N S IY0 EY1 SH AH0 N")!.syllables.map((s) => s.stress)).toEqual([0, 2, 0, 1, 0]);
  });

  it("never starts a syllable with NG or an illegal cluster", () => {
    const syllables = syllabify(parseArpabet("S IH1 NG ER0")!);
    expect(syllables.map((s) => [s.onset.join(" "), s.coda.join(" ")])).toEqual([
      ["S", "NG"],
      ["", ""],
    ]);
  });

  it.each(["", "K AE T", "X AE1 T", "K AE1 T3", "S T"])("refuses %j", (arpabet) => {
    expect(parseArpabet(arpabet)).toBeUndefined();
  });
});

describe("respelling", () => {
  it.each([
    ["K AE1 T", "KAT"],
    ["HH AE1 P IY0", "HAP-ee"],
    ["HH AH0 L OW1", "huh-LOH"],
    ["W AO1 T ER0", "WAW-tur"],
    ["P R OW0 N AH2 N S IY0 EY1 SH AH0 N", "proh-nuhn-see-AY-shuhn"],
    ["F OW1 T AH0 G R AE2 F", "FOH-tuh-graf"],
    ["T AY1 M", "TYM"],
    ["AY1", "EYE"],
    // After a consonant the vowel of "my" is "y", open or closed ("MEYE" read as "me-eye").
    ["M AY1", "MY"],
    ["HH AY1", "HY"],
    ["R IH0 P L AY1", "rih-PLY"],
    ["AY1 L AH0 N D", "EYE-luhnd"],
    // /ð/ is "dh" and /θ/ "th" (the BBC's style), so "this" and "thin" do not look alike.
    ["DH IH1 S", "DHIS"],
    ["TH IH1 NG K", "THINGK"],
    ["DH AH0", "dhuh"],
    ["M AH1 DH ER0", "MUH-dhur"],
    ["B R IY1 DH", "BREEDH"],
    ["B R EH1 TH", "BRETH"],
  ])("%s → %s", (arpabet, expected) => {
    expect(respell(syllabify(parseArpabet(arpabet)!))).toBe(expected);
  });

  it.each([
    ["DH AH0", false, true],
    ["AH0", false, false],
    ["DH AH1", true, true],
    ["TH IH1 NG K", true, true],
    ["K AE1 T", true, false],
    ["P R OW0 N AH2 N S IY0 EY1 SH AH0 N", true, false],
  ])("%s: a stressed syllable %s, th or dh %s", (arpabet, stressed, th) => {
    const pronunciation = describePronunciation(arpabet)!;
    expect(hasStressedSyllable(pronunciation)).toBe(stressed);
    expect(hasThSounds(pronunciation)).toBe(th);
  });
});

describe("sound keys", () => {
  it("drops stress for the phone key and keeps the phones from the last stressed vowel for the rhyme", () => {
    expect(phoneKey("K AE1 T")).toBe("K AE T");
    expect(rhymeKey("P R OW0 N AH2 N S IY0 EY1 SH AH0 N")).toBe("EY SH AH N");
    expect(rhymeKey("N EY1 SH AH0 N")).toBe("EY SH AH N");
  });
});
