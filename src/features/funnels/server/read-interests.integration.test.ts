import { describe, expect, it } from "vitest";
import { signedInAccount } from "../../../../tests/support/accounts";
import { callApi } from "../../../../tests/support/api-client";
import type { FunnelAnswer } from "../model/answers";
import { readInterests } from "./read-interests";

const answer = (questionId: string, questionKey: string, ids: string[]): FunnelAnswer => ({
  questionText: `${questionId}?`,
  category: "interests",
  questionId,
  selectedAnswers: ids.map((id) => `text of ${id}`),
  selectedAnswerIds: ids,
  questionKey,
  tag: null,
  retenoUserProperty: null,
});

const store = async (token: string, slug: string, answers: FunnelAnswer[]) => {
  const response = await callApi(`/v1/funnels/${slug}/answers`, { token, body: { answers, completed: true } });
  expect(response.status).toBe(200);
};

describe("readInterests (/for-you's interests)", () => {
  it("reads the latest answer set that has topics or skills, named in the interface language", async () => {
    const learner = await signedInAccount();
    expect(await readInterests(learner.userId, "en")).toBeNull();

    await store(learner.token, "english-improve", [answer("topics", "topics", ["work", "food"]), answer("goal", "goal", ["travel"])]);
    expect(await readInterests(learner.userId, "en")).toEqual({
      funnel: "english-improve",
      topics: [
        { id: "work", label: "Work" },
        { id: "food", label: "Food" },
      ],
      skills: [],
    });

    await store(learner.token, "for-you-start-onboarding", [
      answer("topics", "topics", ["travel"]),
      answer("skills", "skills", ["speaking"]),
    ]);
    expect(await readInterests(learner.userId, "uk")).toEqual({
      funnel: "for-you-start-onboarding",
      topics: [{ id: "travel", label: "Подорожі" }],
      skills: [{ id: "speaking", label: "Говоріння" }],
    });

    // A later set without interests (a plan's answers) leaves them as they were.
    await store(learner.token, "my-plan-start-onboarding", [answer("goal", "goal", ["career"])]);
    expect((await readInterests(learner.userId, "en"))?.funnel).toBe("for-you-start-onboarding");
  });
});
