import { describe, expect, it } from "vitest";
import { completeLessons, createUser, giveCompletedTest } from "@db/factories";
import { getDb } from "@/lib/db";
import { loadCourseMapPage } from "./load-course-map";
import { readCourseChoice } from "./read-course-choice";

const now = new Date();
const statusOf = (data: Awaited<ReturnType<typeof loadCourseMapPage>>, lessonId: string) =>
  data.view.levels.flatMap((level) => level.units.flatMap((unit) => unit.lessons)).find((lesson) => lesson.id === lessonId)?.status;

describe("the course map page's data", () => {
  it("shows a finished lesson as done and moves the next lesson on", async () => {
    const anna = await createUser(getDb());
    await completeLessons(getDb(), anna.id, ["en-a1-u01-l01"], { at: now });
    const data = await loadCourseMapPage({ userId: anna.id, tier: "free", requested: null, locale: "uk", now });
    expect(statusOf(data, "en-a1-u01-l01")).toBe("done");
    expect(data.view.next?.lesson.id).toBe("en-a1-u01-l02");
    expect(statusOf(data, "en-a1-u01-l03")).toBe("locked");
    expect(data.view.done).toBe(1);
    expect(data.courses).toEqual([]);
  });

  it("locks the lesson after today's free one behind premium for a free learner, not for a trial", async () => {
    const ben = await createUser(getDb());
    await completeLessons(getDb(), ben.id, ["en-a1-u01-l01", "en-a1-u01-l02", "en-a1-u01-l03", "en-a1-u02-l01"], { at: now });
    const free = await loadCourseMapPage({ userId: ben.id, tier: "free", requested: null, locale: "en", now });
    expect(statusOf(free, "en-a1-u02-l02")).toBe("premium");
    expect(free.view.next).toBeNull();
    expect(free.view.firstPremium?.id).toBe("en-a1-u02-l02");
    const trial = await loadCourseMapPage({ userId: ben.id, tier: "trial", requested: null, locale: "en", now });
    expect(statusOf(trial, "en-a1-u02-l02")).toBe("next");
  });

  it("shows each checkpoint and level test as the /tests page records it: passed, best score, or not taken", async () => {
    const dana = await createUser(getDb());
    await completeLessons(getDb(), dana.id, ["en-a1-u01-l01", "en-a1-u01-l02", "en-a1-u01-l03"], { at: now });
    const earlier = new Date(now.getTime() - 60_000);
    // A pass, then a lower retake: still passed, with the best score (as on /tests).
    await giveCompletedTest(getDb(), dana.id, { testId: "en-a1-u01", score: 100, passed: true, completedAt: earlier });
    await giveCompletedTest(getDb(), dana.id, { testId: "en-a1-u01", score: 70, passed: false, completedAt: now });
    await giveCompletedTest(getDb(), dana.id, { testId: "en-a1-u02", score: 40, passed: false, completedAt: now });
    // A Spanish checkpoint is not the English map's.
    await giveCompletedTest(getDb(), dana.id, { testId: "es-a1-u03", score: 90, passed: true, completedAt: now, course: "es" });
    const data = await loadCourseMapPage({ userId: dana.id, tier: "free", requested: "en", locale: "en", now });
    const a1 = data.view.levels.find((level) => level.level === "A1")!;
    expect(a1.units.slice(0, 3).map((unit) => [unit.testId, unit.testResult])).toEqual([
      ["en-a1-u01", { bestScore: 100, passed: true }],
      ["en-a1-u02", { bestScore: 40, passed: false }],
      ["en-a1-u03", null],
    ]);
    expect(a1.testResult).toBeNull();
  });

  it("opens the next level for a passed level test, read with the test records, and not for a failed one", async () => {
    const emil = await createUser(getDb());
    await completeLessons(getDb(), emil.id, ["en-a1-u01-l01"], { at: now });
    await giveCompletedTest(getDb(), emil.id, { testId: "en-a1", score: 50, passed: false, completedAt: now });
    const failed = await loadCourseMapPage({ userId: emil.id, tier: "trial", requested: null, level: "a2", locale: "en", now });
    expect(failed.view.levels.find((level) => level.level === "A1")!.testResult).toEqual({ bestScore: 50, passed: false });
    expect(statusOf(failed, "en-a2-u01-l01")).toBe("locked");
    await giveCompletedTest(getDb(), emil.id, { testId: "en-a1", score: 90, passed: true, completedAt: now });
    const passed = await loadCourseMapPage({ userId: emil.id, tier: "trial", requested: null, level: "a2", locale: "en", now });
    expect(passed.view.levels.find((level) => level.level === "A1")!.testResult).toEqual({ bestScore: 90, passed: true });
    expect(statusOf(passed, "en-a2-u01-l01")).not.toBe("locked");
  });

  it("starts a visitor without a session at the first lesson", async () => {
    const data = await loadCourseMapPage({ userId: null, tier: "free", requested: null, locale: "hi", now });
    expect(data.view.next?.lesson.id).toBe("en-a1-u01-l01");
    expect(data.view.done).toBe(0);
    expect(data.view.levels.every((level) => level.testResult === null && level.units.every((unit) => unit.testResult === null))).toBe(
      true,
    );
  });

  it("knows the courses started, the one practised last first, and offers the switch", async () => {
    const cleo = await createUser(getDb());
    // Ten minutes apart: the factory's start times never tie, even just after a UTC midnight.
    await completeLessons(getDb(), cleo.id, ["en-a1-u01-l01"], { at: new Date(now.getTime() - 10 * 60_000) });
    await completeLessons(getDb(), cleo.id, ["es-a1-u01-l01"], { course: "es", at: now });
    expect(await readCourseChoice(cleo.id)).toEqual({ currentCourse: null, started: ["es", "en"] });
    const data = await loadCourseMapPage({ userId: cleo.id, tier: "free", requested: "en", locale: "en", now });
    expect(data.view.course).toBe("en");
    expect(data.courses).toEqual(["en", "es"]);
  });
});
