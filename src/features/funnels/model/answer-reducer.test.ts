import { describe, expect, it } from "vitest";
import type { FunnelAnswers } from "./answers";
import { reduceAnswers, type AnswerAction, type QuestionMeta } from "./answer-reducer";

const goal: QuestionMeta = {
  questionId: "goal",
  questionText: "Why?",
  category: "motivation",
  questionKey: "goal",
  retenoUserProperty: "learning_goal",
};
const topics: QuestionMeta = {
  questionId: "topics",
  questionText: "Topics?",
  category: "interests",
  questionKey: "topics",
  retenoUserProperty: null,
};
const career = { id: "career", text: "My career", tag: "work" };
const travel = { id: "travel", text: "Travel", tag: "leisure" };
const work = { id: "work", text: "Work" };
const food = { id: "food", text: "Food" };
const tagOf = { work: "job", food: "fun" };

const answer = (question: QuestionMeta, chosen: { id: string; text: string }[], tag: string | null = null) => ({
  ...question,
  selectedAnswers: chosen.map((item) => item.text),
  selectedAnswerIds: chosen.map((item) => item.id),
  tag,
});

const rows: { rule: string; before: FunnelAnswers; actions: AnswerAction[]; after: FunnelAnswers }[] = [
  {
    rule: "single choice: the first answer creates the entry",
    before: {},
    actions: [{ type: "choose", question: goal, answer: career }],
    after: { goal: answer(goal, [career], "work") },
  },
  {
    rule: "single choice: a new answer replaces the entry",
    before: { goal: answer(goal, [career], "work") },
    actions: [{ type: "choose", question: goal, answer: travel }],
    after: { goal: answer(goal, [travel], "leisure") },
  },
  {
    rule: "single choice: choosing the same answer again keeps it",
    before: {},
    actions: [
      { type: "choose", question: goal, answer: career },
      { type: "choose", question: goal, answer: career },
    ],
    after: { goal: answer(goal, [career], "work") },
  },
  {
    rule: "multiple choice: selecting adds, in the order chosen",
    before: {},
    actions: [
      { type: "toggle", question: topics, answer: food, tagOf },
      { type: "toggle", question: topics, answer: work, tagOf },
    ],
    after: { topics: answer(topics, [food, work], "fun") },
  },
  {
    rule: "multiple choice: selecting again removes it",
    before: { topics: answer(topics, [food, work], "fun") },
    actions: [{ type: "toggle", question: topics, answer: food, tagOf }],
    after: { topics: answer(topics, [work], "job") },
  },
  {
    rule: "multiple choice: an empty selection removes the entry",
    before: { topics: answer(topics, [work], "job"), goal: answer(goal, [career], "work") },
    actions: [{ type: "toggle", question: topics, answer: work, tagOf }],
    after: { goal: answer(goal, [career], "work") },
  },
  {
    rule: "a value screen: the values replace the entry; none removes it",
    before: { topics: answer(topics, [work]) },
    actions: [
      { type: "set", question: topics, answers: [food] },
      { type: "set", question: goal, answers: [] },
    ],
    after: { topics: answer(topics, [food]) },
  },
  {
    rule: "remove drops only that entry",
    before: { topics: answer(topics, [work]), goal: answer(goal, [career], "work") },
    actions: [{ type: "remove", questionId: "topics" }],
    after: { goal: answer(goal, [career], "work") },
  },
];

describe("reduceAnswers (spec section 4, Funnel answers)", () => {
  it.each(rows)("$rule", ({ before, actions, after }) => {
    const frozen = structuredClone(before);
    expect(actions.reduce(reduceAnswers, before)).toEqual(after);
    expect(before).toEqual(frozen);
  });
});
