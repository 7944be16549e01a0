import { describe, expect, it } from "vitest";
import { createUser, giveAchievements, giveDailyGoal, givePlanHistory } from "@db/factories";
import { eq } from "drizzle-orm";
import { plannedBreaks } from "@db/schema/courses";
import { getDb } from "@/lib/db";
import { ACHIEVEMENTS } from "../model/achievements";
import { markAchievementsSeen } from "./achievements-store";
import { announceBreak, cancelComingBreak, chooseDailyGoal } from "./plan-writes";
import { readMyPlan, readMyProgress } from "./read-my-plan";
import { recordLearnedItems, wordItemId } from "./review-cards";
import { readReviewsToday } from "./reviews";

const ZONE = "Europe/Kyiv";
const now = new Date("2026-11-23T09:00:00Z");
const at = (iso: string) => new Date(iso);

describe("the plan", () => {
  it("is empty for a brand-new learner: the first lesson, no streak, no review", async () => {
    const anna = await createUser(getDb());
    const plan = await readMyPlan({ userId: anna.id, tier: "free", now, locale: "en" });
    expect(plan).toMatchObject({ isNew: true, review: { due: 0 }, streak: { current: 0 }, currentBreak: null, upcomingBreak: null });
    expect(plan.nextLesson?.id).toBe("en-a1-u01-l01");
    expect(plan.dailyGoal).toEqual({ minutes: null, seconds: 0 });
  });

  it("reads the streak, today's goal, the next lesson and new achievements of a learner with progress", async () => {
    const ben = await createUser(getDb());
    await givePlanHistory(
      getDb(),
      ben.id,
      [
        { at: at("2026-11-21T08:00:00Z"), lessonId: "en-a1-u01-l01", xp: 30, newWords: 6 },
        { at: at("2026-11-22T08:00:00Z"), lessonId: "en-a1-u01-l02", xp: 25, newWords: 4 },
        { at: at("2026-11-23T07:00:00Z"), lessonId: "en-a1-u01-l01", xp: 5, seconds: 420, newWords: 0 },
      ],
      { timeZone: ZONE },
    );
    await giveDailyGoal(getDb(), ben.id, 10);
    await giveAchievements(getDb(), ben.id, ["first_lesson"], at("2026-11-21T08:00:00Z"));
    const plan = await readMyPlan({ userId: ben.id, tier: "free", now, locale: "uk" });
    expect(plan).toMatchObject({
      isNew: false,
      today: "2026-11-23",
      timeZone: ZONE,
      streak: { current: 3, longest: 3, activeToday: true },
      dailyGoal: { minutes: 10, seconds: 420 },
      xpToday: 5,
      newAchievements: ["first_lesson"],
    });
    expect(plan.nextLesson?.id).toBe("en-a1-u01-l03");

    const progress = await readMyProgress({ userId: ben.id, tier: "free", now, locale: "uk" });
    expect(progress).toMatchObject({ totalXp: 60, wordsLearned: 10, lessonsCompleted: 2 });
    expect(progress.xpByDay).toHaveLength(30);
    expect(progress.xpByDay.slice(-3).map((day) => day.value)).toEqual([30, 25, 5]);
    expect(progress.wordsByDay).toHaveLength(31);
    expect(progress.wordsByDay.slice(-3).map((day) => day.value)).toEqual([6, 10, 10]);
    expect(progress.achievements).toHaveLength(ACHIEVEMENTS.length);
    expect(progress.achievements.filter((entry) => entry.earnedAt)).toEqual([{ id: "first_lesson", earnedAt: "2026-11-21T08:00:00.000Z" }]);

    await markAchievementsSeen(ben.id, ["first_lesson"], now);
    expect((await readMyPlan({ userId: ben.id, tier: "free", now, locale: "uk" })).newAchievements).toEqual([]);
  });

  it("counts today's review as /for-you does: a card missed in today's lesson waits for tomorrow", async () => {
    const dana = await createUser(getDb());
    const lessonAt = at("2026-11-23T08:00:00Z");
    // A lesson's words: two missed (due again within minutes), the rest right.
    await getDb().transaction((tx) =>
      recordLearnedItems(
        tx,
        dana.id,
        "en",
        ["hello", "goodbye", "name", "fine"].map((id, index) => ({
          itemId: wordItemId("en", id),
          outcome: { verdict: index < 2 ? ("wrong" as const) : ("correct" as const), durationMs: 6_000 },
        })),
        lessonAt,
      ),
    );
    await givePlanHistory(getDb(), dana.id, [{ at: lessonAt, lessonId: "en-a1-u01-l01", xp: 20, newWords: 4 }], { timeZone: ZONE });
    for (const when of [now, at("2026-11-24T09:00:00Z")]) {
      const plan = await readMyPlan({ userId: dana.id, tier: "free", now: when, locale: "en" });
      const forYou = await readReviewsToday(dana.id, "en", "en", ZONE, when);
      expect(plan.review.due).toBe(forYou.count);
    }
    expect((await readMyPlan({ userId: dana.id, tier: "free", now, locale: "en" })).review.due).toBe(0);
    expect((await readMyPlan({ userId: dana.id, tier: "free", now: at("2026-11-24T09:00:00Z"), locale: "en" })).review.due).toBeGreaterThan(
      0,
    );
  });

  it("announces a break ahead, refuses a second one or a bad one, and cancels only the person's own", async () => {
    const [cleo, dan] = [await createUser(getDb()), await createUser(getDb())];
    expect(await announceBreak(cleo.id, { firstDay: "2026-11-23", days: 3, timeZone: ZONE }, now)).toEqual({
      status: "refused",
      problem: "not-in-advance",
    });
    expect(await announceBreak(cleo.id, { firstDay: "2026-11-25", days: 15, timeZone: ZONE }, now)).toMatchObject({
      problem: "bad-length",
    });
    const planned = await announceBreak(cleo.id, { firstDay: "2026-11-25", days: 3, timeZone: ZONE }, now);
    expect(planned.status).toBe("ok");
    // The same break sent again (a double press) is that break, not a refusal.
    expect(await announceBreak(cleo.id, { firstDay: "2026-11-25", days: 3, timeZone: ZONE }, now)).toEqual(planned);
    expect(await announceBreak(cleo.id, { firstDay: "2026-12-01", days: 2, timeZone: ZONE }, now)).toMatchObject({
      problem: "already-planned",
    });
    const plan = await readMyPlan({ userId: cleo.id, tier: "free", now, locale: "en", timeZone: ZONE });
    expect(plan.upcomingBreak).toMatchObject({ firstDay: "2026-11-25", lastDay: "2026-11-27", days: 3 });

    const onBreak = await readMyPlan({ userId: cleo.id, tier: "free", now: at("2026-11-26T09:00:00Z"), locale: "en", timeZone: ZONE });
    expect(onBreak.currentBreak).toMatchObject({ lastDay: "2026-11-27" });
    expect(onBreak.streak.onBreakToday).toBe(true);

    const id = planned.status === "ok" ? planned.id : "";
    expect(await cancelComingBreak(dan.id, id, now, ZONE)).toBe(false);
    expect(await cancelComingBreak(cleo.id, id, at("2026-11-25T09:00:00Z"), ZONE)).toBe(false);
    expect(await cancelComingBreak(cleo.id, id, now, ZONE)).toBe(true);
    expect((await readMyPlan({ userId: cleo.id, tier: "free", now, locale: "en", timeZone: ZONE })).upcomingBreak).toBeNull();
  });

  it("plans one break when the same form arrives twice at once", async () => {
    const gil = await createUser(getDb());
    const wish = { firstDay: "2026-11-26", days: 2, timeZone: ZONE };
    const [first, second] = await Promise.all([announceBreak(gil.id, wish, now), announceBreak(gil.id, wish, now)]);
    expect(first).toMatchObject({ status: "ok" });
    expect(second).toEqual(first);
    const rows = await getDb().select().from(plannedBreaks).where(eq(plannedBreaks.userId, gil.id));
    expect(rows).toHaveLength(1);
  });

  it("keeps the daily goal per person", async () => {
    const [eve, finn] = [await createUser(getDb()), await createUser(getDb())];
    await chooseDailyGoal(eve.id, 15, now);
    await chooseDailyGoal(eve.id, 20, now);
    expect((await readMyPlan({ userId: eve.id, tier: "free", now, locale: "en" })).dailyGoal.minutes).toBe(20);
    expect((await readMyPlan({ userId: finn.id, tier: "free", now, locale: "en" })).dailyGoal.minutes).toBeNull();
  });
});
