import { describe, expect, it } from "vitest";
import { createUser } from "@db/factories";
import { getDb } from "@/lib/db";
import { readSettings, writeSettings } from "./learner-records";
import { openLesson } from "./open-lesson";
import { readCurrentCourse } from "./reviews";

describe("the learner's current course", () => {
  it("is the course of the lesson opened last, and other settings stay", async () => {
    const learner = await createUser(getDb());
    const now = new Date("2026-11-24T09:00:00Z");
    expect(await readCurrentCourse(learner.id)).toBe("en");
    await writeSettings(learner.id, { dailyGoalMinutes: 15, currentCourse: "en" }, now);

    // Came for Spanish: the first Spanish lesson makes Spanish the course /course, /tests and /for-you show.
    const spanish = await openLesson({ userId: learner.id, tier: "free", now, lessonId: "es-a1-u01-l01", locale: "uk" });
    expect(spanish.status).toBe("ok");
    expect(await readCurrentCourse(learner.id)).toBe("es");
    expect(await readSettings(learner.id)).toMatchObject({ dailyGoalMinutes: 15, currentCourse: "es" });

    const english = await openLesson({ userId: learner.id, tier: "free", now, lessonId: "en-a1-u01-l01", locale: "uk" });
    expect(english.status).toBe("ok");
    expect(await readCurrentCourse(learner.id)).toBe("en");
  });

  it("is not changed by a lesson the learner may not open", async () => {
    const learner = await createUser(getDb());
    const now = new Date("2026-11-24T09:00:00Z");
    expect((await openLesson({ userId: learner.id, tier: "free", now, lessonId: "es-a2-u04-l05", locale: "en" })).status).not.toBe("ok");
    expect(await readSettings(learner.id)).toMatchObject({ currentCourse: null });
  });
});
