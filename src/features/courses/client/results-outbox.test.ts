import { describe, expect, it } from "vitest";
import type { LessonResult } from "../model/lesson-session";
import { createResultsOutbox, OUTBOX_KEY, type OutboxEntry, type OutboxEvent, pauseAfter } from "./results-outbox";

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

const result = (attemptId: string) => ({ attemptId, xp: 20 }) as LessonResult;
const body = { answers: [{ exerciseId: "choose", response: "am", ms: 1000 }], durationMs: 1000 };

/** An outbox on a fake clock and timers; `failures` decides what each send does. */
function setup(answers: Array<"ok" | number>) {
  const storage = memoryStorage();
  let now = 1_000;
  const timers: Array<{ at: number; run: () => void }> = [];
  const sent: OutboxEntry[] = [];
  const events: OutboxEvent[] = [];
  const outbox = createResultsOutbox({
    storage,
    now: () => now,
    setTimer: (run, ms) => timers.push({ at: now + ms, run }),
    clearTimer: (timer) => timers.splice(timers.indexOf(timer as never), 1),
    send: async (entry) => {
      sent.push(entry);
      const answer = answers.shift() ?? "ok";
      if (answer === "ok") return result(entry.attemptId);
      throw Object.assign(new Error("failed"), { status: answer, code: answer === 422 ? "unknown_exercise" : "error" });
    },
  });
  outbox.subscribe((event) => events.push(event));
  return { outbox, storage, sent, events, timers, advance: (ms: number) => (now += ms) };
}

describe("the results outbox", () => {
  it("sends a batch at once and forgets it once the server has it", async () => {
    const { outbox, storage, sent, events } = setup(["ok"]);
    await outbox.enqueue("a1", "/v1/courses/attempts/a1/results", body);
    expect(sent).toHaveLength(1);
    expect(events).toEqual([{ attemptId: "a1", status: "sent", result: result("a1") }]);
    expect(JSON.parse(storage.items.get(OUTBOX_KEY)!)).toEqual([]);
    expect(outbox.pending("a1")).toBeNull();
  });

  it("keeps a batch through network and server failures, trying again after growing pauses", async () => {
    const { outbox, sent, events, advance } = setup([0, 503, "ok"]);
    await outbox.enqueue("a1", "/v1/r", body);
    expect(events.at(-1)).toEqual({ attemptId: "a1", status: "waiting", nextAt: 1_000 + pauseAfter(1) });
    expect(outbox.pending("a1")?.tries).toBe(1);
    // Not due yet: nothing is sent.
    await outbox.flush();
    expect(sent).toHaveLength(1);
    advance(pauseAfter(1));
    await outbox.flush();
    expect(sent).toHaveLength(2);
    expect(outbox.pending("a1")?.nextAt).toBe(1_000 + pauseAfter(1) + pauseAfter(2));
    // Back online: everything goes now, whatever the pause.
    await outbox.flush(true);
    expect(sent).toHaveLength(3);
    expect(events.at(-1)).toMatchObject({ status: "sent" });
    expect(outbox.pending("a1")).toBeNull();
    expect(pauseAfter(1)).toBeLessThan(pauseAfter(2));
    expect(pauseAfter(50)).toBe(60_000);
  });

  it("survives a reload: a new outbox on the same storage sends what the last one left", async () => {
    const first = setup([0]);
    await first.outbox.enqueue("a1", "/v1/r", body);
    const sent: OutboxEntry[] = [];
    const reloaded = createResultsOutbox({
      storage: first.storage,
      setTimer: () => 0,
      clearTimer: () => undefined,
      send: async (entry) => (sent.push(entry), result(entry.attemptId)),
    });
    await reloaded.flush(true);
    expect(sent.map((entry) => [entry.attemptId, entry.body])).toEqual([["a1", body]]);
    expect(reloaded.pending("a1")).toBeNull();
  });

  it("drops a batch the server refuses for good, and says why", async () => {
    const { outbox, events } = setup([422]);
    await outbox.enqueue("a1", "/v1/r", body);
    expect(events).toEqual([{ attemptId: "a1", status: "refused", code: "unknown_exercise" }]);
    expect(outbox.pending("a1")).toBeNull();
  });

  it("schedules the next try for the earliest waiting batch", async () => {
    const { outbox, timers } = setup([0]);
    await outbox.enqueue("a1", "/v1/r", body);
    expect(timers.map((timer) => timer.at)).toEqual([1_000 + pauseAfter(1)]);
  });
});
