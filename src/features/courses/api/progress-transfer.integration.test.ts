import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { learningDays, lessonAttempts, reviewCards } from "@db/schema/courses";
import { getDb } from "@/lib/db";
import { anonymousAccount, identity, PASSWORD, signedInAccount, uniqueEmail } from "../../../../tests/support/accounts";
import { callApi } from "../../../../tests/support/api-client";
import { latestCodeFor, type TestBrowser } from "../../../../tests/support/identity-client";
import { findLesson } from "../model/playable";
import { loadCourses } from "../server/load-content";
import { rightAnswer } from "../test-fixtures/answers";

const LESSON = "en-a1-u01-l01";
const answers = () => findLesson(loadCourses(), LESSON)!.lesson.exercises.map((exercise) => rightAnswer(exercise));

async function tokenOf(browser: TestBrowser): Promise<{ token: string; userId: string }> {
  const response = await browser.call(identity, "/api/identity/token");
  expect(response.status).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { token, userId: (JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { sub: string }).sub };
}

async function takeLesson(token: string, timeZone = "Europe/Kyiv") {
  const headers = { "X-Time-Location": timeZone };
  const started = await callApi("/v1/courses/attempts", { token, body: { kind: "lesson", itemId: LESSON }, headers });
  expect(started.status).toBe(201);
  const { attemptId } = (await started.json()) as { attemptId: string };
  const done = await callApi(`/v1/courses/attempts/${attemptId}/results`, {
    token,
    body: { answers: answers(), durationMs: 60_000 },
    headers,
  });
  expect(done.status).toBe(200);
  return { attemptId, result: (await done.json()) as { xp: number; streak: { current: number; extendedToday: boolean } } };
}

afterEach(() => vi.useRealTimers());

describe("a visitor's progress moves to the account", () => {
  it("keeps the XP, review cards and attempts of the lessons taken before signing up", async () => {
    const visitor = await anonymousAccount();
    const { attemptId, result } = await takeLesson(visitor.token);
    const email = uniqueEmail("learner");
    expect(
      (await visitor.browser.call(identity, "/api/identity/sign-up/email", { body: { name: "Ada", email, password: PASSWORD } })).status,
    ).toBe(200);
    await visitor.browser.call(identity, "/api/identity/email-otp/verify-email", { body: { email, otp: await latestCodeFor(email) } });
    const account = await tokenOf(visitor.browser);
    expect(account.userId).not.toBe(visitor.userId);

    const rows = async (userId: string) => ({
      attempts: (await getDb().select().from(lessonAttempts).where(eq(lessonAttempts.userId, userId))).map((row) => row.id),
      xp: (await getDb().select().from(learningDays).where(eq(learningDays.userId, userId))).reduce((sum, row) => sum + row.xp, 0),
      cards: (await getDb().select().from(reviewCards).where(eq(reviewCards.userId, userId))).length,
    });
    expect(await rows(visitor.userId)).toEqual({ attempts: [], xp: 0, cards: 0 });
    const moved = await rows(account.userId);
    expect(moved).toMatchObject({ attempts: [attemptId], xp: result.xp });
    expect(moved.cards).toBeGreaterThan(0);

    // The account sees the lesson done, and a replay of the visitor's results changes nothing.
    const map = (await (await callApi("/v1/courses?course=en", { token: account.token })).json()) as {
      levels: { units: { lessons: { id: string; status: string }[] }[] }[];
    };
    expect(map.levels[0]!.units[0]!.lessons[0]).toMatchObject({ id: LESSON, status: "done" });
    const replay = await callApi(`/v1/courses/attempts/${attemptId}/results`, {
      token: account.token,
      body: { answers: answers(), durationMs: 1 },
    });
    expect(await replay.json()).toMatchObject({ xp: result.xp, replay: true });
    expect((await rows(account.userId)).xp).toBe(result.xp);
  });
});

describe("a visitor who signs in to an account that knows the words already", () => {
  it("adds the visitor's XP but counts each word learned once", async () => {
    const account = await signedInAccount();
    await takeLesson(account.token);
    const days = async (userId: string) => await getDb().select().from(learningDays).where(eq(learningDays.userId, userId));
    const wordsBefore = (await days(account.userId)).reduce((sum, row) => sum + row.newWords, 0);
    const xpBefore = (await days(account.userId)).reduce((sum, row) => sum + row.xp, 0);
    expect(wordsBefore).toBeGreaterThan(0);

    const visitor = await anonymousAccount();
    const { result } = await takeLesson(visitor.token);
    expect((await days(visitor.userId)).reduce((sum, row) => sum + row.newWords, 0)).toBe(wordsBefore);
    const signIn = await visitor.browser.call(identity, "/api/identity/sign-in/email", {
      body: { email: account.email!, password: PASSWORD },
    });
    expect(signIn.status).toBe(200);
    expect((await tokenOf(visitor.browser)).userId).toBe(account.userId);

    const merged = await days(account.userId);
    expect(merged.reduce((sum, row) => sum + row.xp, 0)).toBe(xpBefore + result.xp);
    expect(merged.reduce((sum, row) => sum + row.newWords, 0)).toBe(wordsBefore);
    expect(await days(visitor.userId)).toEqual([]);
  });
});

describe("the streak counts the learner's local day from X-Time-Location", () => {
  it("counts a flight west on the same evening once, the next morning as a new day, and a day skipped flying east as held", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2027-01-10T21:30:00Z") });
    const visitor = await anonymousAccount();
    // 23:30 in Kyiv on 10 January.
    expect((await takeLesson(visitor.token, "Europe/Kyiv")).result.streak).toEqual({ current: 1, extendedToday: true });
    // 23:00 in New York, still 10 January there: the same day.
    vi.setSystemTime(new Date("2027-01-11T04:00:00Z"));
    expect((await takeLesson((await tokenOf(visitor.browser)).token, "America/New_York")).result.streak).toEqual({
      current: 1,
      extendedToday: false,
    });
    // 10:00 in New York on 11 January: a new day.
    vi.setSystemTime(new Date("2027-01-11T15:00:00Z"));
    expect((await takeLesson((await tokenOf(visitor.browser)).token, "America/New_York")).result.streak).toEqual({
      current: 2,
      extendedToday: true,
    });
    // 08:30 in Tokyo on 13 January after an overnight flight: 12 January was never lived whole, the streak holds.
    vi.setSystemTime(new Date("2027-01-12T23:30:00Z"));
    expect((await takeLesson((await tokenOf(visitor.browser)).token, "Asia/Tokyo")).result.streak).toEqual({
      current: 3,
      extendedToday: true,
    });
    // A day really missed (Tokyo, 15 January) breaks it.
    vi.setSystemTime(new Date("2027-01-15T01:00:00Z"));
    expect((await takeLesson((await tokenOf(visitor.browser)).token, "Asia/Tokyo")).result.streak).toEqual({
      current: 1,
      extendedToday: true,
    });
  });
});
