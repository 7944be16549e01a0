import { describe, expect, it } from "vitest";
import { LEVELS, seededRandom, type Level } from "@/features/courses";
import { readItemBank } from "../server/load-bank";
import {
  estimateAbility,
  MAX_ITEMS,
  MIN_ITEMS,
  MIN_SKILL_ITEMS,
  scoreTest,
  SE_TARGET,
  selectNextItem,
  shouldStop,
  type Answered,
} from "./cat";
import { SKILLS, type BankItem, type Skill } from "./item-bank";

const bank = (() => {
  const result = readItemBank();
  if (!result.ok) throw new Error(result.errors.join("\n"));
  return result.items;
})();
const byId = new Map(bank.map((item) => [item.id, item]));

/** Runs a whole test the way the server does, one step at a time, for a learner answering `answer`. */
function runTest(seed: string, answer: (item: BankItem) => boolean, skills: readonly Skill[] = SKILLS) {
  const answered: Answered[] = [];
  let estimate = estimateAbility(byId, answered);
  for (;;) {
    const item = selectNextItem({ bank, answered, seed, skills, theta: estimate.theta });
    if (!item) break;
    answered.push({ itemId: item.id, correct: answer(item) });
    estimate = estimateAbility(byId, answered);
    const left = bank.filter((candidate) => skills.includes(candidate.skill) && !answered.some((a) => a.itemId === candidate.id)).length;
    if (shouldStop(answered.length, estimate, left)) break;
  }
  return { answered, score: scoreTest(byId, answered) };
}

/** A simulated learner of ability theta under the same 2PL model (seeded, so the test is repeatable). */
function simulatedLearner(theta: number, seed: string) {
  const random = seededRandom(seed);
  return (item: BankItem) => random() < 1 / (1 + Math.exp(-item.a * (theta - item.b)));
}

const distance = (a: Level, b: Level) => Math.abs(LEVELS.indexOf(a) - LEVELS.indexOf(b));

describe("the adaptive level test (IRT with jscat)", () => {
  it("places simulated B1 learners at B1 ± 1, nearly always", () => {
    const runs = Array.from({ length: 40 }, (_, n) => runTest(`b1-${n}`, simulatedLearner(0, `learner-b1-${n}`)));
    const within = runs.filter((run) => distance(run.score.level, "B1") <= 1).length;
    expect(within / runs.length).toBeGreaterThanOrEqual(0.95);
    // And most of them exactly at B1.
    expect(runs.filter((run) => run.score.level === "B1").length / runs.length).toBeGreaterThanOrEqual(0.5);
  }, 60_000);

  it.each([
    ["A1", -2.2],
    ["A2", -1],
    ["B2", 1],
    ["C1", 2.2],
  ] as const)(
    "places simulated %s learners within one level",
    (level, theta) => {
      const runs = Array.from({ length: 20 }, (_, n) => runTest(`${level}-${n}`, simulatedLearner(theta, `learner-${level}-${n}`)));
      expect(runs.filter((run) => distance(run.score.level, level) <= 1).length / runs.length).toBeGreaterThanOrEqual(0.9);
    },
    60_000,
  );

  it("the deterministic B1 learner of the browser test (right up to B1, wrong above) lands at B1 ± 1", () => {
    const rank = (level: Level) => LEVELS.indexOf(level);
    const { score } = runTest("browser-b1", (item) => rank(item.level) <= rank("B1"));
    expect(distance(score.level, "B1")).toBeLessThanOrEqual(1);
    expect(LEVELS.indexOf(score.margin[0])).toBeLessThanOrEqual(LEVELS.indexOf(score.level));
    expect(LEVELS.indexOf(score.margin[1])).toBeGreaterThanOrEqual(LEVELS.indexOf(score.level));
  });

  it("stops at the standard error target or after 20 items, never before the minimum", () => {
    for (let n = 0; n < 20; n++) {
      const { answered } = runTest(`stop-${n}`, simulatedLearner(n % 2 ? 0.3 : -0.7, `stop-learner-${n}`));
      expect(answered.length).toBeGreaterThanOrEqual(MIN_ITEMS);
      expect(answered.length).toBeLessThanOrEqual(MAX_ITEMS);
      const se = estimateAbility(byId, answered).se;
      if (answered.length < MAX_ITEMS) expect(se).toBeLessThanOrEqual(SE_TARGET);
      const before = estimateAbility(byId, answered.slice(0, -1));
      if (answered.length - 1 >= MIN_ITEMS) expect(before.se > SE_TARGET).toBe(true);
    }
    expect(shouldStop(MAX_ITEMS, { theta: 0, se: 2 }, 10)).toBe(true);
    expect(shouldStop(MIN_ITEMS - 1, { theta: 0, se: 0.1 }, 10)).toBe(false);
    expect(shouldStop(MIN_ITEMS, { theta: 0, se: SE_TARGET }, 10)).toBe(true);
    expect(shouldStop(3, { theta: 0, se: 2 }, 0)).toBe(true);
  }, 60_000);

  it("serves every skill in turn, never an item twice, and only the skills allowed", () => {
    const { answered } = runTest("turns", simulatedLearner(0, "turns"), ["grammar", "vocabulary", "reading"]);
    const skills = answered.map((response) => byId.get(response.itemId)!.skill);
    expect(new Set(answered.map((response) => response.itemId)).size).toBe(answered.length);
    expect(skills).not.toContain("listening");
    expect(skills.slice(0, 3).sort()).toEqual(["grammar", "reading", "vocabulary"]);
  });

  it("adapts: after right answers it serves harder items, after wrong ones easier", () => {
    const up = runTest("adapt", () => true).answered.map((response) => byId.get(response.itemId)!.b);
    const down = runTest("adapt", () => false).answered.map((response) => byId.get(response.itemId)!.b);
    expect(up.at(-1)!).toBeGreaterThan(up[0]!);
    expect(down.at(-1)!).toBeLessThan(down[0]!);
    expect(runTest("all-right", () => true).score.level).toBe("C1");
    expect(runTest("all-wrong", () => false).score.level).toBe("A1");
  }, 30_000);

  it("is deterministic: the same seed and answers serve the same items", () => {
    const first = runTest("same", simulatedLearner(0.2, "same-learner")).answered;
    const again = runTest("same", simulatedLearner(0.2, "same-learner")).answered;
    expect(again).toEqual(first);
  });

  it("scores each skill apart and says when a skill had too few items", () => {
    const answered: Answered[] = [
      ...bank
        .filter((item) => item.skill === "grammar")
        .slice(0, 4)
        .map((item) => ({ itemId: item.id, correct: true })),
      ...bank
        .filter((item) => item.skill === "reading")
        .slice(0, 2)
        .map((item) => ({ itemId: item.id, correct: false })),
    ];
    const score = scoreTest(byId, answered);
    expect(score.itemsUsed).toBe(6);
    expect(score.skills.grammar).toMatchObject({ items: 4 });
    expect(score.skills.grammar.level).not.toBeNull();
    expect(score.skills.reading).toEqual({ level: null, theta: null, se: null, items: 2 });
    expect(score.skills.listening.items).toBeLessThan(MIN_SKILL_ITEMS);
    expect(score.skills.listening.level).toBeNull();
  });
});
