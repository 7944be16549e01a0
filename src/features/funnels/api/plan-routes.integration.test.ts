import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { completeLessons } from "@db/factories";
import { learnerSettings } from "@db/schema/courses";
import { personalPlans } from "@db/schema/funnels";
import { loadCourses } from "@/features/courses/server";
import { getDb } from "@/lib/db";
import { anonymousAccount, identity, PASSWORD, signedInAccount, uniqueEmail } from "../../../../tests/support/accounts";
import { callApi } from "../../../../tests/support/api-client";
import { latestCodeFor } from "../../../../tests/support/identity-client";
import type { FunnelAnswer, FunnelAnswers } from "../model/answers";
import { courseLessons } from "../model/plan";

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
  nextLesson: { id: string; title: string } | null;
  dailyGoal: number;
  minutesPerDay: number;
  daysPerWeek: number;
  week: { day: string; study: boolean; lessons: { id: string; title: string; done: boolean }[]; reviews: number }[];
  estimate: { nextLevel: string; weeks: number; reachBy: string; sourceId: string; source: string } | null;
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
    expect(plan.estimate).toMatchObject({ nextLevel: "B1", weeks: 185, reachBy: "2030-06-10", sourceId: "cambridge" });
    expect(plan.nextLesson).toMatchObject({ id: "en-a2-u01-l01" });

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
    expect(plan.estimate!.weeks).toBeGreaterThan(1);
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

describe("the plan's week goes on from the lessons the learner completed", () => {
  const read = async (token: string) => (await (await callApi("/v1/funnels/plan?locale=en", { token })).json()) as PlanAnswer;
  const lessonsOf = (plan: PlanAnswer) => plan.week.map((day) => day.lessons.map((lesson) => (lesson.done ? `${lesson.id}✓` : lesson.id)));

  it("starts at the first lesson not completed, keeps today's completed lessons on today, and keeps the stored start", async () => {
    // A Thursday (12:00 in Kyiv, the zone the API is called in).
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-26T10:00:00Z") });
    const learner = await signedInAccount();
    // A2, 15 minutes (three lessons) on 4 days a week.
    expect((await savePlan(learner.token, { funnel: "english-improve", answers: ANSWERS })).status).toBe(200);
    expect(lessonsOf(await read(learner.token))[0]).toEqual(["en-a2-u01-l01", "en-a2-u01-l02", "en-a2-u01-l03"]);

    // Three lessons done on Monday, one more this morning.
    await completeLessons(getDb(), learner.userId, ["en-a2-u01-l01", "en-a2-u01-l02", "en-a2-u01-l03"], {
      at: new Date("2026-11-23T11:00:00Z"),
      timeZone: "Europe/Kyiv",
    });
    await completeLessons(getDb(), learner.userId, ["en-a2-u01-l04"], { at: new Date("2026-11-26T07:00:00Z"), timeZone: "Europe/Kyiv" });

    const plan = await read(learner.token);
    expect(plan.startLesson.id).toBe("en-a2-u01-l01");
    expect(plan.nextLesson?.id).toBe("en-a2-u02-l01");
    expect(plan.week[0]!.day).toBe("2026-11-26");
    expect(lessonsOf(plan)[0]).toEqual(["en-a2-u01-l04✓", "en-a2-u02-l01", "en-a2-u02-l02"]);
    expect(plan.week.flatMap((day) => day.lessons.map((lesson) => lesson.id))).not.toContain("en-a2-u01-l01");
    expect((await planRowOf(learner.userId))!.startLessonId).toBe("en-a2-u01-l01");
  });

  it("when every lesson from the start is done: no next lesson, review days, and the Spanish estimate names the Instituto Cervantes", async () => {
    const learner = await signedInAccount();
    const spanish = { ...ANSWERS, language: answer("language", "target_language", ["es"]) };
    const made = (await (await savePlan(learner.token, { funnel: "spanish-boost", answers: spanish, locale: "en" })).json()) as PlanAnswer;
    expect(made).toMatchObject({ course: "es", level: "A2", startLesson: { id: "es-a2-u01-l01" } });
    // A2 → B1 in the Instituto Cervantes' courses: 120 hours.
    expect(made.estimate).toMatchObject({ nextLevel: "B1", sourceId: "cervantes" });
    expect(made.estimate!.source).toMatch(/cervantes\.es/);

    const all = courseLessons(loadCourses().find((course) => course.id === "es")!)
      .filter((lesson) => lesson.level === "A2")
      .map((lesson) => lesson.id);
    await completeLessons(getDb(), learner.userId, all, {
      course: "es",
      at: new Date(Date.now() - 3 * 86_400_000),
      timeZone: "Europe/Kyiv",
    });

    const plan = await read(learner.token);
    expect(plan.nextLesson).toBeNull();
    expect(plan.week.every((day) => day.lessons.length === 0)).toBe(true);
    expect(plan.week.filter((day) => day.study).every((day) => day.reviews === 1)).toBe(true);
    expect(plan.estimate).toMatchObject({ sourceId: "cervantes" });
  });

  it("renders an English plan stored before estimates named their source as Cambridge English's", async () => {
    const learner = await signedInAccount();
    await savePlan(learner.token, { funnel: "english-improve", answers: ANSWERS });
    const row = (await planRowOf(learner.userId))!;
    const old = Object.fromEntries(Object.entries(row.estimate as Record<string, unknown>).filter(([key]) => key !== "sourceId"));
    await getDb().update(personalPlans).set({ estimate: old }).where(eq(personalPlans.userId, learner.userId));
    const plan = await read(learner.token);
    expect(plan.estimate).toMatchObject({ nextLevel: "B1", sourceId: "cambridge" });
    expect(plan.estimate!.source).toMatch(/cambridgeenglish\.org/);
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
