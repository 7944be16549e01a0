import { describe, expect, it } from "vitest";
import { baseVerbCandidates, presentParticiplesOf, thirdPersonOf } from "./verb-forms";

describe("the verbs a form may come from", () => {
  it.each([
    ["running", "run"],
    ["stopped", "stop"],
    ["hoped", "hope"],
    ["hoping", "hope"],
    ["studies", "study"],
    ["studied", "study"],
    ["goes", "go"],
    ["watches", "watch"],
    ["dying", "die"],
    ["travelled", "travel"],
    ["panicked", "panic"],
    ["quizzes", "quiz"],
    ["is", "be"],
    ["has", "have"],
  ])("%s may be a form of %s", (form, verb) => {
    expect(baseVerbCandidates(form)).toContain(verb);
  });

  it("tries the shorter stem first, so the caller can check which verb makes the form", () => {
    expect(baseVerbCandidates("hoped").slice(0, 2)).toEqual(["hop", "hope"]);
    expect(baseVerbCandidates("running")).toEqual(["runn", "run", "runne"]);
  });

  it.each(["went", "walk", "ing", "s"])("%s has no regular ending to take off", (form) => {
    expect(baseVerbCandidates(form)).toEqual([]);
  });
});

describe("a verb's regular forms", () => {
  it.each([
    ["walk", "walks"],
    ["go", "goes"],
    ["watch", "watches"],
    ["fix", "fixes"],
    ["buzz", "buzzes"],
    ["quiz", "quizzes"],
    ["study", "studies"],
    ["play", "plays"],
    ["have", "has"],
    ["be", "is"],
  ])("%s → %s", (verb, form) => {
    expect(thirdPersonOf(verb)).toBe(form);
  });

  it.each([
    ["make", undefined, ["making"]],
    ["die", undefined, ["dying"]],
    ["see", "S IY1", ["seeing"]],
    ["dye", "D AY1", ["dyeing"]],
    ["singe", "S IH1 N JH", ["singing", "singeing"]],
    ["be", "B IY1", ["being"]],
    ["stop", "S T AA1 P", ["stopping"]],
    ["prefer", "P R AH0 F ER1", ["preferring"]],
    ["program", "P R OW1 G R AE2 M", ["programming"]],
    ["panic", "P AE1 N IH0 K", ["panicking"]],
    ["visit", "V IH1 Z IH0 T", ["visiting"]],
    ["play", "P L EY1", ["playing"]],
    // American spelling first, then the British doubled l and p.
    ["travel", "T R AE1 V AH0 L", ["traveling", "travelling"]],
    ["worship", "W ER1 SH AH0 P", ["worshiping", "worshipping"]],
  ] as const)("%s (%s) → %j", (verb, pronunciation, forms) => {
    expect(presentParticiplesOf(verb, pronunciation)).toEqual(forms);
  });
});
