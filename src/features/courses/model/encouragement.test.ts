import { describe, expect, it } from "vitest";
import { currentRun, PRAISE_VARIANTS, praiseAfterAnswer, praiseForResults, type RunVerdict } from "./encouragement";

const kinds = (verdicts: RunVerdict[]) =>
  verdicts.map((_, index) => praiseAfterAnswer(verdicts.slice(0, index + 1), "attempt-1")?.kind ?? null);

describe("encouragement", () => {
  it("praises a run of 3 right answers, then 5, then every 5 more; almost counts as right", () => {
    const all: RunVerdict[] = Array.from({ length: 15 }, (_, index) => (index === 1 ? "almost" : "correct"));
    expect(kinds(all)).toEqual([null, null, "run3", null, "run5", null, null, null, null, "runLong", null, null, null, null, "runLong"]);
    expect(praiseAfterAnswer(all.slice(0, 10), "a")?.count).toBe(10);
  });

  it("a wrong answer breaks the run and is never praised; flashcards neither break nor extend it", () => {
    expect(kinds(["correct", "correct", "wrong", "correct", "seen", "correct", "seen", "correct"])).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      "run3",
    ]);
    expect(currentRun(["correct", "seen", "correct", "wrong"])).toBe(0);
    expect(praiseAfterAnswer(["correct", "correct", "correct", "seen"], "a")).toBeNull();
  });

  it("varies the phrasing between attempts but not between renders of the same answer", () => {
    const three: RunVerdict[] = ["correct", "correct", "correct"];
    const variants = new Set(Array.from({ length: 40 }, (_, n) => praiseAfterAnswer(three, `attempt-${n}`)!.variant));
    expect(variants.size).toBe(PRAISE_VARIANTS.run3);
    expect(praiseAfterAnswer(three, "x")).toEqual(praiseAfterAnswer(three, "x"));
  });

  it("praises a perfect lesson on the results, not an empty or imperfect one", () => {
    expect(praiseForResults({ correct: 8, total: 8 }, "a")).toMatchObject({ kind: "perfect", count: 8 });
    expect(praiseForResults({ correct: 7, total: 8 }, "a")).toBeNull();
    expect(praiseForResults({ correct: 0, total: 0 }, "a")).toBeNull();
  });
});
