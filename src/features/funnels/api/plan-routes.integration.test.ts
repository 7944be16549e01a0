import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { learnerSettings } from "@db/schema/courses";
import { personalPlans } from "@db/schema/funnels";
import { getDb } from "@/lib/db";
import { anonymousAccount, identity, PASSWORD, signedInAccount, uniqueEmail } from "../../../../tests/support/accounts";
import { callApi } from "../../../../tests/support/api-client";
import { latestCodeFor } from "../../../../tests/support/identity-client";
import type { FunnelAnswer, FunnelAnswers } from "../model/answers";

const answer = (questionId: string, questionKey: string, ids: string[], texts = ids): FunnelAnswer => ({
  questionText: `Question ${questionId}`,
  category: "plan",
  questionId,
  selectedAnswers: texts,
  selectedAnswerIds: ids,
  questionKey,
  tag: null,
  retenoUserProperty: null,
});
const ANSWERS: FunnelAnswers = Object.fromEntries(
  [
    answer("goal", "goal", ["travel"]),
    answer("level", "level", ["A2"]),
    answer("time", "minutes_per_day", ["15"]),
    answer("days", "days_per_week", ["4"]),
    answer("topics", "topics", ["food", "travel"]),
    answer("language", "target_language", ["en"]),
  ].map((entry) => [entry.questionId, entry]),
);

interface PlanAnswer {
  course: string;
  level: string;
  startLesson: { id: string; title: string };
  dailyGoal: number;
  minutesPerDay: number;
  daysPerWeek: number;
  week: { day: string; study: boolean; lessons: { id: string; title: string }[] }[];
  estimate: { nextLevel: string; weeks: number; reachBy: string };
  assumed: string[];
}

const savePlan = (token: string, body: unknown) => callApi("/v1/funnels/plan", { token, body });
const settingsOf = async (userId: string) => (await getDb().select().from(learnerSettings).where(eq(learnerSettings.userId, userId)))[0];
const planRowOf = async (userId: string) => (await getDb().select().from(personalPlans).where(eq(personalPlans.userId, userId)))[0];

afterEach(() => vi.useRealTimers());

describe("POST /v1/funnels/plan", () => {
  it("builds the plan on the server from the answers and writes the plan, the daily goal, the course and the placement", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-23T10:00:00Z") });
    const visitor = await anonymousAccount();
    const response = await savePlan(visitor.token, { funnel: "english-improve", answers: ANSWERS, locale: "uk" });
    expect(response.status).toBe(200);
    const plan = (await response.json()) as PlanAnswer;
    expect(plan).toMatchObject({ course: "en", level: "A2", dailyGoal: 15, minutesPerDay: 15, daysPerWeek: 4, assumed: [] });
    expect(plan.startLesson.id).toMatch(/^en-a2-u01-l01$/);
    expect(plan.week[0]).toMatchObject({ day: "2026-11-23", study: true });
    expect(plan.week.filter((day) => day.study)).toHaveLength(4);
    // Titles in the asked interface language (Ukrainian: Cyrillic).
    expect(plan.startLesson.title).toMatch(/[\u0400-\u04FF]/);
    // A2 → B1: 170–200 hours, 185 in the middle, at 60 minutes a week: 185 weeks.
    expect(plan.estimate).toMatchObject({ nextLevel: "B1", weeks: 185, reachBy: "2030-06-10" });

    expect(await planRowOf(visitor.userId)).toMatchObject({
      funnel: "english-improve",
      course: "en",
      goal: "travel",
      level: "A2",
      startLessonId: "en-a2-u01-l01",
      minutesPerDay: 15,
      daysPerWeek: 4,
      topics: ["food", "travel"],
    });
    expect(await settingsOf(visitor.userId)).toMatchObject({ dailyGoalMinutes: 15, currentCourse: "en", placedLevel: "A2" });
  });

  it("never takes numbers from the browser: extra fields are ignored and the plan is recomputed", async () => {
    const visitor = await anonymousAccount();
    const response = await savePlan(visitor.token, {
      funnel: "english-improve",
      answers: ANSWERS,
      estimate: { weeks: 1 },
      dailyGoal: 20,
      startLessonId: "en-c1-u05-l03",
    });
    expect(response.status).toBe(200);
    const plan = (await response.json()) as PlanAnswer;
    expect(plan.estimate.weeks).toBeGreaterThan(1);
    expect(plan.dailyGoal).toBe(15);
    expect((await planRowOf(visitor.userId))!.startLessonId).toBe("en-a2-u01-l01");
  });

  it("leaves the placement alone when the answers hold no level, and says what it assumed", async () => {
    const visitor = await anonymousAccount();
    const withoutLevel = Object.fromEntries(Object.entries(ANSWERS).filter(([id]) => id !== "level"));
    const plan = (await (await savePlan(visitor.token, { funnel: "spanish-boost", answers: withoutLevel })).json()) as PlanAnswer;
    expect(plan).toMatchObject({ level: "A1", assumed: ["level"] });
    expect(await settingsOf(visitor.userId)).toMatchObject({ dailyGoalMinutes: 15, placedLevel: null });
  });

  it.each([
    ["a funnel slug that is not one", { funnel: "../etc", answers: ANSWERS }],
    ["answers of the wrong shape", { funnel: "english-improve", answers: { goal: { questionKey: "goal" } } }],
    ["an answer text too long", { funnel: "english-improve", answers: { x: answer("x", "topics", ["a"], ["a".repeat(501)]) } }],
  ])("refuses %s with 400", async (_name, body) => {
    const visitor = await anonymousAccount();
    expect((await savePlan(visitor.token, body)).status).toBe(400);
    expect(await planRowOf(visitor.userId)).toBeUndefined();
  });

  it("needs a session", async () => {
    expect((await savePlan("", { funnel: "english-improve", answers: ANSWERS })).status).toBe(401);
  });
});

describe("GET /v1/funnels/plan", () => {
  it("reads only the caller's own plan: 404 for someone without one", async () => {
    const owner = await signedInAccount();
    await savePlan(owner.token, { funnel: "english-improve", answers: ANSWERS });
    const stranger = await signedInAccount();
    expect((await callApi("/v1/funnels/plan", { token: stranger.token })).status).toBe(404);
    const mine = await callApi("/v1/funnels/plan?locale=en", { token: owner.token });
    expect(mine.status).toBe(200);
    expect(await mine.json()).toMatchObject({ funnel: "english-improve", level: "A2", startLesson: { id: "en-a2-u01-l01" } });
  });
});

describe("the plan moves to the account on sign-up", () => {
  it("keeps the visitor's plan and settings under the new account", async () => {
    const visitor = await anonymousAccount();
    expect((await savePlan(visitor.token, { funnel: "english-improve", answers: ANSWERS })).status).toBe(200);
    const email = uniqueEmail("planner");
    const signUp = await visitor.browser.call(identity, "/api/identity/sign-up/email", {
      body: { name: "Ada", email, password: PASSWORD },
    });
    expect(signUp.status).toBe(200);
    await visitor.browser.call(identity, "/api/identity/email-otp/verify-email", { body: { email, otp: await latestCodeFor(email) } });
    const tokenResponse = await visitor.browser.call(identity, "/api/identity/token");
    const { token } = (await tokenResponse.json()) as { token: string };
    const userId = (JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { sub: string }).sub;
    expect(userId).not.toBe(visitor.userId);

    expect(await planRowOf(visitor.userId)).toBeUndefined();
    expect(await planRowOf(userId)).toMatchObject({ funnel: "english-improve", level: "A2" });
    expect(await settingsOf(userId)).toMatchObject({ dailyGoalMinutes: 15, placedLevel: "A2" });
    const read = await callApi("/v1/funnels/plan", { token });
    expect(read.status).toBe(200);
  });
});
