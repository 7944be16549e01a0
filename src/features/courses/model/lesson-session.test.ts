import { describe, expect, it } from "vitest";
import {
  accuracyOf,
  addPractice,
  answerTurn,
  currentTurn,
  isFinished,
  practiceScoreOf,
  progressOf,
  restoreSession,
  resultsBody,
  seededShuffle,
  startSession,
} from "./lesson-session";

const ids = ["meet", "choose", "match", "type"];

describe("a lesson session", () => {
  it("plays every exercise once in order, then a first mistake again at the end with retry", () => {
    let session = startSession("a1", "lesson", ids, 1_000);
    session = answerTurn(session, { response: null, ms: 900, verdict: "seen" });
    session = answerTurn(session, { response: "is", ms: 2_000, verdict: "wrong" });
    session = answerTurn(session, { response: null, ms: 5_000, verdict: "wrong", mistakes: 2 });
    session = answerTurn(session, { response: "Goodbye, Ana", ms: 4_000, verdict: "almost" });
    expect(session.queue).toEqual([
      { exerciseId: "choose", retry: true },
      { exerciseId: "match", retry: true },
    ]);
    expect(progressOf(session)).toEqual({ done: 4, total: 6 });
    session = answerTurn(session, { response: "am", ms: 1_000, verdict: "correct" });
    // A retry is offered once: a second mistake does not come back.
    session = answerTurn(session, { response: null, ms: 3_000, verdict: "wrong", mistakes: 1 });
    expect(isFinished(session)).toBe(true);
    expect(currentTurn(session)).toBeUndefined();
    // Retries do not change accuracy; flashcards are not questions; "almost" is not a mistake.
    expect(accuracyOf(session)).toEqual({ correct: 1, total: 3 });
  });

  it("adds the extra practice once after the last turn; its mistakes do not come back, and it counts in the accuracy shown", () => {
    let session = startSession("a1", "lesson", ["choose"], 0);
    session = answerTurn(session, { response: "am", ms: 1_000, verdict: "correct" });
    expect(addPractice(session, [])).toBe(session);
    session = addPractice(session, ["practice:1:word-hello", "practice:2:word-fine"]);
    expect(addPractice(session, ["practice:9:x"])).toBe(session);
    expect(session.queue.map((turn) => turn.exerciseId)).toEqual(["practice:1:word-hello", "practice:2:word-fine"]);
    expect(progressOf(session)).toEqual({ done: 1, total: 3 });
    session = answerTurn(session, { response: "helo", ms: 1_000, verdict: "wrong" });
    session = answerTurn(session, { response: "fine", ms: 1_000, verdict: "correct" });
    expect(isFinished(session)).toBe(true);
    expect(practiceScoreOf(session)).toEqual({ correct: 1, total: 2 });
    expect(accuracyOf(session)).toEqual({ correct: 2, total: 3 });
    expect(restoreSession(JSON.parse(JSON.stringify(session)), "a1", "lesson", ["choose"])).toBeNull();
    expect(
      restoreSession(JSON.parse(JSON.stringify(session)), "a1", "lesson", ["choose", ...session.answers.map((a) => a.exerciseId)]),
    ).toEqual(session);
  });

  it("sends the batch of the contract: no verdicts, retry and mistakes only where they apply, the duration", () => {
    let session = startSession("a1", "lesson", ["choose", "match"], 10_000);
    session = answerTurn(session, { response: "is", ms: 2_000, verdict: "wrong" });
    session = answerTurn(session, { response: null, ms: 5_000, verdict: "wrong", mistakes: 1, missed: ["hello", "fine"] });
    session = answerTurn(session, { response: "am", ms: 1_000, verdict: "correct" });
    expect(resultsBody(session, 25_000)).toEqual({
      answers: [
        { exerciseId: "choose", response: "is", ms: 2_000 },
        { exerciseId: "match", response: null, ms: 5_000, mistakes: 1, missed: ["hello", "fine"] },
        { exerciseId: "choose", response: "am", ms: 1_000, retry: true },
      ],
      durationMs: 15_000,
    });
  });

  it("restores only a session of the same attempt and item whose exercises still exist", () => {
    const saved = answerTurn(startSession("a1", "lesson", ids, 0), { response: null, ms: 1, verdict: "seen" });
    const copy = JSON.parse(JSON.stringify(saved)) as unknown;
    expect(restoreSession(copy, "a1", "lesson", ids)).toEqual(saved);
    expect(restoreSession(copy, "a2", "lesson", ids)).toBeNull();
    expect(restoreSession(copy, "a1", "other", ids)).toBeNull();
    expect(restoreSession(copy, "a1", "lesson", ["meet", "choose"])).toBeNull();
    expect(restoreSession("garbage", "a1", "lesson", ids)).toBeNull();
    expect(restoreSession({ ...saved, version: 2 }, "a1", "lesson", ids)).toBeNull();
  });

  it("shuffles the same way for the same seed, and keeps every item", () => {
    const items = ["a", "b", "c", "d", "e", "f"];
    expect(seededShuffle(items, "match-greetings")).toEqual(seededShuffle(items, "match-greetings"));
    expect([...seededShuffle(items, "x")].sort()).toEqual(items);
    const orders = new Set(["s1", "s2", "s3", "s4", "s5"].map((seed) => seededShuffle(items, seed).join("")));
    expect(orders.size).toBeGreaterThan(1);
  });
});
