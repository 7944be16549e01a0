import { afterEach, describe, expect, it, vi } from "vitest";
import { anonymousAccount, identity, registeredAccount, type TestAccount } from "../../../../tests/support/accounts";
import { callApi } from "../../../../tests/support/api-client";
import { findLesson } from "../model/playable";
import { addDays, localDay } from "../model/streak";
import { loadCourses } from "../server/load-content";
import { rightAnswer } from "../test-fixtures/answers";

const LESSON = "en-a1-u01-l01";
const ZONE = "Europe/Kyiv";
const lesson = () => findLesson(loadCourses(), LESSON)!.lesson;

afterEach(() => vi.useRealTimers());

async function json<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

async function freshToken(account: TestAccount): Promise<string> {
  const { token } = (await (await account.browser.call(identity, "/api/identity/token")).json()) as { token: string };
  return token;
}

/** Starts the lesson, lets `minutes` pass (fake clock only) and submits it all right. */
async function takeLesson(token: string, minutes = 0) {
  const { attemptId } = await json<{ attemptId: string }>(
    await callApi("/v1/courses/attempts", { token, body: { kind: "lesson", itemId: LESSON } }),
    201,
  );
  if (minutes) vi.setSystemTime(new Date(Date.now() + minutes * 60_000));
  const answers = lesson().exercises.map((exercise) => rightAnswer(exercise, 40_000));
  return json<{ xp: number; achievements: string[]; dailyGoal: unknown; streak: { current: number } }>(
    await callApi(`/v1/courses/attempts/${attemptId}/results`, { token, body: { answers, durationMs: minutes * 60_000 || 60_000 } }),
  );
}

describe("settings and the daily goal", () => {
  it("stores the daily goal and current course, refuses other goals, and reports the goal with results", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2027-02-01T09:00:00Z") });
    const learner = await anonymousAccount();
    expect(await json(await callApi("/v1/courses/settings", { token: learner.token }))).toEqual({
      dailyGoalMinutes: null,
      currentCourse: null,
    });
    const put = (body: unknown) => callApi("/v1/courses/settings", { method: "PUT", token: learner.token, body });
    expect(await json(await put({ dailyGoalMinutes: 5, currentCourse: "en" }))).toEqual({ dailyGoalMinutes: 5, currentCourse: "en" });
    expect((await put({ dailyGoalMinutes: 7, currentCourse: "en" })).status).toBe(400);
    expect((await put({ dailyGoalMinutes: 5, currentCourse: "fr" })).status).toBe(400);
    expect(await json(await callApi("/v1/courses/settings", { token: learner.token }))).toEqual({
      dailyGoalMinutes: 5,
      currentCourse: "en",
    });

    // Six minutes of a lesson (each answer 40 s) meet a 5-minute goal.
    const result = await takeLesson(learner.token, 6);
    expect(result.dailyGoal).toEqual({ minutes: 5, seconds: 360 });
    expect(result.achievements).toContain("daily_goal");
  });
});

describe("progress", () => {
  it("sums XP, lessons and words, and draws the last 30 local days", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2027-02-01T09:00:00Z") });
    const learner = await registeredAccount();
    const { xp } = await takeLesson(learner.token);
    const progress = await json<{
      xp: number;
      lessonsCompleted: number;
      wordsLearned: number;
      days: { day: string; xp: number; lessons: number; newWords: number }[];
      wordsOverTime: { day: string; words: number }[];
    }>(await callApi("/v1/courses/progress", { token: learner.token, headers: { "X-Time-Location": ZONE } }));
    expect(progress).toMatchObject({ xp, lessonsCompleted: 1 });
    expect(progress.wordsLearned).toBeGreaterThanOrEqual(lesson().words.length);
    expect(progress.days).toHaveLength(30);
    const today = localDay(new Date(), ZONE);
    expect(progress.days.at(-1)).toMatchObject({ day: today, xp, lessons: 1, newWords: progress.wordsLearned });
    expect(progress.days[0]).toMatchObject({ day: addDays(today, -29), xp: 0 });
    expect(progress.wordsOverTime.at(-1)).toEqual({ day: today, words: progress.wordsLearned });
    expect(progress.wordsOverTime.at(-2)).toEqual({ day: addDays(today, -1), words: 0 });
  });
});

describe("planned breaks", () => {
  it("takes a break announced in advance, refuses a bad one, and cancels only the caller's own", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2027-02-01T09:00:00Z") });
    const [learner, other] = [await anonymousAccount(), await anonymousAccount()];
    const today = localDay(new Date(), ZONE);
    const plan = (account: TestAccount, body: unknown) =>
      callApi("/v1/courses/breaks", { token: account.token, body, headers: { "X-Time-Location": ZONE } });
    const planned = await json<{ id: string; firstDay: string; days: number; lastDay: string }>(
      await plan(learner, { firstDay: addDays(today, 1), days: 3 }),
      201,
    );
    expect(planned).toMatchObject({ firstDay: addDays(today, 1), days: 3, lastDay: addDays(today, 3) });
    for (const [body, reason] of [
      [{ firstDay: today, days: 2 }, "not-in-advance"],
      [{ firstDay: addDays(today, 3), days: 2 }, "overlaps"],
      [{ firstDay: addDays(today, 10), days: 15 }, "bad-length"],
      [{ firstDay: "2027-02-30", days: 2 }, "bad-day"],
    ] as const) {
      const response = await plan(learner, body);
      expect(response.status, reason).toBe(422);
      expect(((await response.json()) as { error: { code: string; reason: string } }).error).toMatchObject({
        code: "break_refused",
        reason,
      });
    }
    const streak = await json<{ breaks: unknown[] }>(await callApi("/v1/courses/streak", { token: learner.token }));
    expect(streak.breaks).toEqual([planned]);
    expect((await callApi(`/v1/courses/breaks/${planned.id}`, { method: "DELETE", token: other.token })).status).toBe(404);
    expect((await callApi(`/v1/courses/breaks/${planned.id}`, { method: "DELETE", token: learner.token })).status).toBe(204);
    expect((await callApi(`/v1/courses/breaks/${planned.id}`, { method: "DELETE", token: learner.token })).status).toBe(404);
    expect((await json<{ breaks: unknown[] }>(await callApi("/v1/courses/streak", { token: learner.token }))).breaks).toEqual([]);
  });

  it("holds the streak over the break days, and counts a missed day without one", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2027-03-01T08:00:00Z") });
    const learner = await anonymousAccount();
    expect((await takeLesson(learner.token)).streak.current).toBe(1);
    const announced = await callApi("/v1/courses/breaks", { token: learner.token, body: { firstDay: "2027-03-02", days: 2 } });
    expect(announced.status).toBe(201);
    vi.setSystemTime(new Date("2027-03-04T08:00:00Z"));
    expect((await takeLesson(await freshToken(learner))).streak.current).toBe(2);
    const streak = await json<{ current: number; calendar: { day: string; status: string }[] }>(
      await callApi("/v1/courses/streak", { token: await freshToken(learner) }),
    );
    expect(streak.calendar.map((d) => d.status)).toEqual(["active", "break", "break", "active"]);
    vi.setSystemTime(new Date("2027-03-06T08:00:00Z"));
    expect((await takeLesson(await freshToken(learner))).streak.current).toBe(1);
  });
});

describe("achievements", () => {
  it("lists every achievement with the ones earned, and marks them seen", async () => {
    const learner = await anonymousAccount();
    await takeLesson(learner.token);
    const list = async () =>
      (
        await json<{ achievements: { id: string; glyph: string; earnedAt: string | null; seenAt: string | null }[] }>(
          await callApi("/v1/courses/achievements", { token: learner.token }),
        )
      ).achievements;
    const before = await list();
    expect(before.length).toBeGreaterThanOrEqual(15);
    expect(before.find((a) => a.id === "first_lesson")).toMatchObject({ earnedAt: expect.any(String), seenAt: null });
    expect(before.find((a) => a.id === "streak_100")).toMatchObject({ earnedAt: null });
    const seen = await callApi("/v1/courses/achievements/seen", {
      token: learner.token,
      body: { ids: ["first_lesson", "streak_100", "nope"] },
    });
    expect(seen.status).toBe(204);
    const after = await list();
    expect(after.find((a) => a.id === "first_lesson")!.seenAt).toEqual(expect.any(String));
    expect(after.find((a) => a.id === "streak_100")).toMatchObject({ earnedAt: null, seenAt: null });
  });
});
