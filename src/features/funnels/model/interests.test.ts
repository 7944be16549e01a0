import { describe, expect, it } from "vitest";
import type { AuthoredDefinition } from "./definition-schema";
import { interestsFrom } from "./interests";

const definition = {
  slug: "for-you-start-onboarding",
  brand: null,
  course: "en",
  finish: "/for-you",
  screens: [
    {
      id: "topics",
      type: "multiple-choice",
      title: "topics.title",
      questionKey: "topics",
      category: "interests",
      cta: "common.continue",
      options: [
        { id: "travel", text: "topics.travel" },
        { id: "food", text: "topics.food" },
      ],
    },
  ],
  texts: { en: { "topics.travel": "Travel", "topics.food": "Food" }, uk: { "topics.travel": "Подорожі", "topics.food": "Їжа" } },
} as unknown as AuthoredDefinition;

const answer = (questionId: string, questionKey: string, ids: string[], shown: string[]) => ({
  questionText: "…",
  category: "interests",
  questionId,
  selectedAnswers: shown,
  selectedAnswerIds: ids,
  questionKey,
  tag: null,
  retenoUserProperty: null,
});

describe("interestsFrom", () => {
  it("names each answer by its option's text in the interface language", () => {
    const answers = [answer("topics", "topics", ["food", "travel"], ["Food", "Travel"])];
    expect(interestsFrom(answers, definition, "uk")).toEqual({
      topics: [
        { id: "food", label: "Їжа" },
        { id: "travel", label: "Подорожі" },
      ],
      skills: [],
    });
  });

  it("falls back to the text the learner saw, then to the id, when the funnel no longer has the option", () => {
    const answers = [answer("skills", "skills", ["speaking", "grammar"], ["Говоріння"])];
    expect(interestsFrom(answers, definition, "en").skills).toEqual([
      { id: "speaking", label: "Говоріння" },
      { id: "grammar", label: "grammar" },
    ]);
    expect(interestsFrom(answers, undefined, "en").skills.map((interest) => interest.id)).toEqual(["speaking", "grammar"]);
  });

  it("skips other keys and entries that are not answers; the last screen with a key wins", () => {
    const answers = [
      answer("topics", "topics", ["travel"], ["Travel"]),
      answer("goal", "goal", ["career"], ["My work"]),
      { questionKey: "topics", selectedAnswerIds: "travel" },
      null,
      answer("topics-again", "topics", ["food", "food"], ["Food", "Food"]),
    ];
    expect(interestsFrom(answers, definition, "en")).toEqual({ topics: [{ id: "food", label: "Food" }], skills: [] });
    expect(interestsFrom({ not: "a list" }, definition, "en")).toEqual({ topics: [], skills: [] });
  });
});
