import { describe, expect, it } from "vitest";
import { createUser } from "@db/factories";
import { getDb } from "@/lib/db";
import { completeAttempt, openAttempt, readAttempt, type Completion } from "./attempts";

const item = { course: "en", kind: "lesson", itemId: "en-a1-u01-l01" } as const;
const now = new Date("2026-11-23T09:00:00Z");

function completion(xp: number): Completion<{ xp: number }> {
  return { timeZone: "Europe/Kyiv", localDay: "2026-11-23", correct: 9, total: 10, xp, durationMs: 60_000, answers: [], outcome: { xp } };
}

describe("attempts", () => {
  it("opens one attempt per person and item: a second tab resumes it, another person gets their own", async () => {
    const [anna, ben] = [await createUser(getDb()), await createUser(getDb())];
    const first = await openAttempt(anna.id, item, now);
    const second = await openAttempt(anna.id, item, now);
    expect(first.resumed).toBe(false);
    expect(second).toMatchObject({ resumed: true, attempt: { id: first.attempt.id } });
    const other = await openAttempt(ben.id, item, now);
    expect(other.attempt.id).not.toBe(first.attempt.id);
    expect(await readAttempt(ben.id, first.attempt.id)).toBeUndefined();
    expect(await readAttempt(anna.id, "not-a-uuid")).toBeUndefined();
  });

  it("completes once: two submissions at once run the scoring once and both get the same outcome", async () => {
    const anna = await createUser(getDb());
    const { attempt } = await openAttempt(anna.id, item, now);
    let runs = 0;
    const submit = (xp: number) =>
      completeAttempt(anna.id, attempt.id, now, async () => {
        runs++;
        return completion(xp);
      });
    const results = await Promise.all([submit(20), submit(99)]);
    expect(runs).toBe(1);
    const outcomes = results.map((result) => (result.status === "completed" ? result.outcome.xp : null));
    expect(outcomes[0]).toBe(outcomes[1]);
    expect(results.map((result) => result.status === "completed" && result.replay).sort()).toEqual([false, true]);
    expect(await readAttempt(anna.id, attempt.id)).toMatchObject({ status: "completed", xp: outcomes[0], localDay: "2026-11-23" });
    const next = await openAttempt(anna.id, item, now);
    expect(next).toMatchObject({ resumed: false });
    expect(next.attempt.id).not.toBe(attempt.id);
  });

  it("refuses another person's attempt and an unknown id without running the scoring", async () => {
    const [anna, ben] = [await createUser(getDb()), await createUser(getDb())];
    const { attempt } = await openAttempt(anna.id, item, now);
    const scoring = async () => {
      throw new Error("must not run");
    };
    expect(await completeAttempt(ben.id, attempt.id, now, scoring)).toEqual({ status: "not_found" });
    expect(await completeAttempt(anna.id, "00000000-0000-4000-8000-000000000000", now, scoring)).toEqual({ status: "not_found" });
    expect(await readAttempt(anna.id, attempt.id)).toMatchObject({ status: "started" });
  });
});
