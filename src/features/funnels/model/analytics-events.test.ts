import { describe, expect, it } from "vitest";
import type { FunnelAnswer } from "./answers";
import { funnelAnswerEvent } from "./analytics-events";

const answer = (overrides: Partial<FunnelAnswer>): FunnelAnswer => ({
  questionText: "What is your goal?",
  category: "goal",
  questionId: "goal",
  selectedAnswers: ["For my career"],
  selectedAnswerIds: ["career"],
  questionKey: "goal",
  tag: "work",
  retenoUserProperty: "learning_goal",
  ...overrides,
});

describe("funnelAnswerEvent", () => {
  it("sends the question key and the answer ids of a choice, not the texts", () => {
    const event = funnelAnswerEvent("english-improve", { id: "goal", type: "single-choice-card" }, answer({}));
    expect(event).toEqual({ funnel: "english-improve", screen_id: "goal", question_key: "goal", answer_ids: ["career"] });
    expect(JSON.stringify(event)).not.toContain("For my career");
    expect(JSON.stringify(event)).not.toContain("What is your goal?");
  });

  it("sends every id of a multiple choice, in the order chosen", () => {
    const multiple = answer({ questionKey: "topics", selectedAnswers: ["Travel", "Food"], selectedAnswerIds: ["travel", "food"] });
    expect(funnelAnswerEvent("spanish-boost", { id: "topics", type: "multiple-choice" }, multiple).answer_ids).toEqual(["travel", "food"]);
  });

  it("sends nothing of a free text input: no ids, no text", () => {
    const typed = answer({
      questionKey: "first_name",
      questionText: "Your name",
      selectedAnswers: ["Olena Petrenko"],
      selectedAnswerIds: ["text"],
    });
    const event = funnelAnswerEvent("english-improve", { id: "name", type: "input" }, typed);
    expect(event).toEqual({ funnel: "english-improve", screen_id: "name", question_key: "first_name" });
    expect(JSON.stringify(event)).not.toContain("Olena");
  });

  it("does not share the answer's array (the runner may change its answers later)", () => {
    const chosen = answer({});
    const event = funnelAnswerEvent("english-improve", { id: "goal", type: "single-choice" }, chosen);
    chosen.selectedAnswerIds.push("travel");
    expect(event.answer_ids).toEqual(["career"]);
  });
});
