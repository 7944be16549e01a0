import { describe, expect, it } from "vitest";
import { cefrjLevel, levelOfTheta, seedDifficulty, type CefrjLevels } from "./difficulty";

const cefrj: CefrjLevels = {
  words: { cat: "A1", garden: "A1", helmet: "B1", candid: "C1", museum: "A2" },
  grammar: { "EX.there.AFF": "A1", "PASS.PAST.AFF": "A2", "MD.MD_PF.AFF": "B2" },
};

describe("seeding an item's difficulty from CEFR-J", () => {
  it.each([
    // level, words, grammar, b
    ["A1", ["cat", "garden"], "EX.there.AFF", -2] /* "words and grammar at the item's level: its level's base" */,
    ["A2", ["cat", "helmet"], undefined, -0.5] /* "a word above the level: half a level harder" */,
    ["B1", ["museum"], "MD.MD_PF.AFF", 0.5] /* "a grammar point above the level: half a level harder" */,
    ["B2", ["cat"], "EX.there.AFF", 0.5] /* "a named grammar point and every word two levels or more below: half a level easier" */,
    ["B2", ["cat"], undefined, 1] /* "plain words but no grammar point named: not lowered (the structure may be what is hard)" */,
    ["B1", ["museum"], "PASS.PAST.AFF", 0] /* "one level below: unchanged" */,
    ["C1", ["candid", "cat"], undefined, 2] /* "the hardest word counts, not the easiest" */,
  ] as const)("%s %j %s → b = %d", (level, words, grammar, b) => {
    expect(seedDifficulty({ level, words, grammar }, cefrj).b).toBe(b);
  });

  it("reports words and grammar points the profile does not have (the bank test fails on them)", () => {
    const seeded = seedDifficulty({ level: "B1", words: ["cat", "zzyzx"], grammar: "NOPE" }, cefrj);
    expect(seeded).toMatchObject({ unknownWords: ["zzyzx"], unknownGrammar: true, hardest: "A1" });
  });

  it("reads CEFR-J's level labels", () => {
    expect(["A1.1", "A2.2", "B1", "B2.2*", "C1", "C2", "", "N/A"].map(cefrjLevel)).toEqual([
      "A1",
      "A2",
      "B1",
      "B2",
      "C1",
      "C1",
      undefined,
      undefined,
    ]);
  });

  it("maps theta to levels with cut points halfway between the bases", () => {
    expect([-3, -1.51, -1.5, -0.51, -0.5, 0.49, 0.5, 1.49, 1.5, 3].map(levelOfTheta)).toEqual([
      "A1",
      "A1",
      "A2",
      "A2",
      "B1",
      "B1",
      "B2",
      "B2",
      "C1",
      "C1",
    ]);
  });
});
