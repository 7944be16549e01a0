import { describe, expect, it } from "vitest";
import { scoreQuiz } from "./score-quiz";

const questions = [{ answer: "affect" }, { answer: "effect" }, { answer: "affect" }, { answer: "effects" }];

describe("scoreQuiz", () => {
  it.each([
    { chosen: ["affect", "effect", "affect", "effects"], results: ["right", "right", "right", "right"], score: 4 },
    { chosen: ["effect", "affect", "effect", "affects"], results: ["wrong", "wrong", "wrong", "wrong"], score: 0 },
    { chosen: ["affect", "affect", undefined, "effects"], results: ["right", "wrong", "unanswered", "right"], score: 2 },
    { chosen: [], results: ["unanswered", "unanswered", "unanswered", "unanswered"], score: 0 },
    { chosen: ["", "effect"], results: ["unanswered", "right", "unanswered", "unanswered"], score: 1 },
  ])("scores $chosen as $score of 4", ({ chosen, results, score }) => {
    expect(scoreQuiz(questions, chosen)).toEqual({ results, score, total: 4 });
  });

  it("compares options exactly (a different case is another option)", () => {
    expect(scoreQuiz([{ answer: "its" }], ["Its"]).results).toEqual(["wrong"]);
  });

  it("scores an empty quiz as 0 of 0", () => {
    expect(scoreQuiz([], [])).toEqual({ results: [], score: 0, total: 0 });
  });
});
