import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createProfile, giveProducts } from "@db/factories";
import { getDb } from "@/lib/db";
import { anonymousAccount, registeredAccount, type TestAccount } from "../../../../tests/support/accounts";
import { callApi } from "../../../../tests/support/api-client";
import { localDay } from "../model/streak";
import { useCoursesForTests } from "../server/load-content";
import { openLesson, readLearnerToday } from "../server/open-lesson";
import { rightAnswer } from "../test-fixtures/answers";
import { fixtureCourses, fixtureLesson } from "../test-fixtures/fixture-courses";

/** Courses of 6 + 3 lessons (fx-a1-l1 … fx-a1-l6, fx-a2-l1 …): beyond the 3 free lessons of A1 there are 3 more. */
const courses = fixtureCourses();
beforeAll(() => useCoursesForTests(courses));
afterAll(() => useCoursesForTests(undefined));

const ZONE = "Europe/Kyiv";

async function finish(account: TestAccount, lessonId: string): Promise<void> {
  const headers = { "X-Time-Location": ZONE };
  const started = await callApi("/v1/courses/attempts", { token: account.token, body: { kind: "lesson", itemId: lessonId }, headers });
  expect(started.status, `${lessonId}: ${await started.clone().text()}`).toBe(201);
  const { attemptId } = (await started.json()) as { attemptId: string };
  const answers = fixtureLesson(courses, lessonId).exercises.map((exercise) => rightAnswer(exercise));
  const done = await callApi(`/v1/courses/attempts/${attemptId}/results`, {
    token: account.token,
    body: { answers, durationMs: 60_000 },
    headers,
  });
  expect(done.status, lessonId).toBe(200);
}

const lessonStatus = async (account: TestAccount, lessonId: string) => {
  const response = await callApi(`/v1/courses/lessons/${lessonId}?locale=en`, {
    token: account.token,
    headers: { "X-Time-Location": ZONE },
  });
  return { status: response.status, body: (await response.json()) as { error?: { code: string; reason: string } } };
};

const statuses = async (account: TestAccount) => {
  const response = await callApi("/v1/courses?course=en&locale=en", { token: account.token, headers: { "X-Time-Location": ZONE } });
  const map = (await response.json()) as { levels: { units: { lessons: { id: string; status: string }[] }[] }[] };
  return Object.fromEntries(map.levels.flatMap((l) => l.units.flatMap((u) => u.lessons.map((lesson) => [lesson.id, lesson.status]))));
};

describe("premium gating on the server", () => {
  it("gives a free learner 3 lessons and one more a day; the next is refused by the lesson, the attempt and openLesson", async () => {
    const learner = await anonymousAccount();
    for (const id of ["fx-a1-l1", "fx-a1-l2", "fx-a1-l3"]) await finish(learner, id);
    expect(await statuses(learner)).toMatchObject({ "fx-a1-l3": "done", "fx-a1-l4": "next", "fx-a1-l5": "locked" });
    expect((await lessonStatus(learner, "fx-a1-l4")).status).toBe(200);
    await finish(learner, "fx-a1-l4");

    expect(await statuses(learner)).toMatchObject({ "fx-a1-l4": "done", "fx-a1-l5": "premium", "fx-a1-l6": "locked" });
    expect(await lessonStatus(learner, "fx-a1-l5")).toEqual({
      status: 403,
      body: { error: expect.objectContaining({ code: "lesson_locked", reason: "premium" }) },
    });
    expect((await lessonStatus(learner, "fx-a1-l6")).body.error).toMatchObject({ code: "lesson_locked", reason: "order" });
    const attempt = await callApi("/v1/courses/attempts", { token: learner.token, body: { kind: "lesson", itemId: "fx-a1-l5" } });
    expect(attempt.status).toBe(403);
    const context = { userId: learner.userId, tier: "free" as const, locale: "en" as const, lessonId: "fx-a1-l5", timeZone: ZONE };
    expect(await openLesson({ ...context, now: new Date() })).toEqual({ status: "locked", reason: "premium" });
    expect(await openLesson({ ...context, lessonId: "fx-a2-l1", now: new Date() })).toEqual({ status: "locked", reason: "order" });
    expect(await openLesson({ ...context, lessonId: "nope", now: new Date() })).toEqual({ status: "unknown" });
  });

  it("opens the next lesson on the learner's next local day, not before", async () => {
    const learner = await anonymousAccount();
    for (const id of ["fx-a1-l1", "fx-a1-l2", "fx-a1-l3", "fx-a1-l4"]) await finish(learner, id);
    const finished = new Date();
    // A zone whose next midnight is at least an hour away, so "just before" is still after the lesson.
    const zone = ["Europe/Kyiv", "UTC", "America/New_York", "Asia/Tokyo"].find(
      (z) => localDay(new Date(finished.getTime() + 3_600_000), z) === localDay(finished, z),
    )!;
    let midnight = finished.getTime();
    while (localDay(new Date(midnight), zone) === localDay(finished, zone)) midnight += 60_000;
    const context = { userId: learner.userId, tier: "free" as const, locale: "en" as const, lessonId: "fx-a1-l5", timeZone: zone };
    expect(await openLesson({ ...context, now: new Date(midnight - 120_000) })).toEqual({ status: "locked", reason: "premium" });
    const opened = await openLesson({ ...context, now: new Date(midnight + 60_000) });
    expect(opened).toMatchObject({ status: "ok", resumed: false, lesson: { id: "fx-a1-l5", title: expect.any(String) } });
  });

  for (const [name, setUp] of [
    [
      "premium",
      (userId: string) => giveProducts(getDb(), userId, [{ category: "self study", type: "courses_premium", status: "ok", trial: false }]),
    ],
    [
      "a trial",
      (userId: string) => giveProducts(getDb(), userId, [{ category: "self study", type: "courses_premium", status: "ok", trial: true }]),
    ],
    ["free_for_ukraine", (userId: string) => createProfile(getDb(), userId, { freeForUkraine: true })],
  ] as const) {
    it(`opens every lesson in order for ${name}`, async () => {
      const learner = await registeredAccount();
      await setUp(learner.userId);
      for (const id of ["fx-a1-l1", "fx-a1-l2", "fx-a1-l3", "fx-a1-l4"]) await finish(learner, id);
      expect(await statuses(learner)).toMatchObject({ "fx-a1-l5": "next", "fx-a1-l6": "locked" });
      expect((await lessonStatus(learner, "fx-a1-l5")).status).toBe(200);
      await finish(learner, "fx-a1-l5");
      expect((await lessonStatus(learner, "fx-a1-l6")).status).toBe(200);
    });
  }
});

describe("the learner's today and what the client is told", () => {
  afterEach(() => vi.useRealTimers());

  it("names the next lesson (or the premium one), the streak and the goal; writes the free-lesson rules and records the events", async () => {
    // A clock that runs from a fixed morning: the learner's day does not change between the lessons and the readings.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2027-02-01T09:00:00Z"), shouldAdvanceTime: true });
    const learner = await anonymousAccount();
    const context = { userId: learner.userId, tier: "free" as const, locale: "uk" as const, timeZone: ZONE };
    expect(await readLearnerToday({ ...context, now: new Date() })).toMatchObject({
      course: "en",
      nextLesson: { id: "fx-a1-l1", status: "next" },
      streak: { current: 0, activeToday: false },
      dailyGoal: null,
      xpToday: 0,
    });
    for (const id of ["fx-a1-l1", "fx-a1-l2", "fx-a1-l3", "fx-a1-l4"]) await finish(learner, id);
    const today = await readLearnerToday({ ...context, now: new Date() });
    expect(today).toMatchObject({ nextLesson: { id: "fx-a1-l5", status: "premium" }, streak: { current: 1, activeToday: true } });
    expect(today.xpToday).toBeGreaterThan(0);

    const keeper = await getDb().execute<{ key: string; value: string }>(
      sql`select key, value from profile_keeper where user_id = ${learner.userId} order by key`,
    );
    expect(keeper.rows).toEqual([
      { key: "completed_first_lesson", value: "true" },
      { key: "course_premium_lessons_conf", value: JSON.stringify({ freeLessonsPerLevel: 3, freeLessonsPerDay: 1 }) },
    ]);
    const events = await getDb().execute<{ event_type: string; n: number }>(
      sql`select event_type, count(*)::int as n from analytics_events where user_id = ${learner.userId} group by event_type order by event_type`,
    );
    expect(Object.fromEntries(events.rows.map((row) => [row.event_type, row.n]))).toMatchObject({
      lesson_started: 4,
      lesson_completed: 4,
      exercise_answered: 4,
      streak_extended: 1,
      achievement_earned: expect.any(Number),
    });
  });
});
