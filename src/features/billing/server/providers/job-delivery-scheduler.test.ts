import { describe, expect, it } from "vitest";
import { JobDeliveryScheduler, parseDeliveryJob, runDelivery, type DeliveryJobData } from "./job-delivery-scheduler";
import { SANDBOX_DELIVERY_POLICY } from "./webhook-delivery";

const t0 = new Date("2026-03-01T12:00:00.000Z");
const at = (ms: number) => new Date(t0.getTime() + ms);

function recorder() {
  const queued: { delivery: DeliveryJobData; at: Date }[] = [];
  return { queued, queue: (delivery: DeliveryJobData, when: Date) => Promise.resolve(void queued.push({ delivery, at: when })) };
}

/** A random source that returns the given values in turn. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe("JobDeliveryScheduler", () => {
  it("queues one send with jitter within the policy's bound", async () => {
    const { queued, queue } = recorder();
    // jitter 0.5 → 2.5 s; 0.9 ≥ duplicateChance → no duplicate.
    await new JobDeliveryScheduler({ queue, now: () => t0, random: sequence(0.5, 0.9) }).enqueue("evt_1", '{"a":1}');
    expect(queued).toEqual([{ delivery: { eventId: "evt_1", copy: 0, attempt: 1, rawBody: '{"a":1}' }, at: at(2500) }]);
    expect(SANDBOX_DELIVERY_POLICY.maxJitterSeconds).toBe(5);
  });

  it("sometimes queues a duplicate copy, at its own jittered time", async () => {
    const { queued, queue } = recorder();
    await new JobDeliveryScheduler({ queue, now: () => t0, random: sequence(0.8, 0.1, 0.2) }).enqueue("evt_2", "{}");
    expect(queued.map((q) => [q.delivery.copy, q.at.getTime() - t0.getTime()])).toEqual([
      [0, 4000],
      [1, 1000],
    ]);
  });
});

describe("runDelivery", () => {
  const delivery: DeliveryJobData = { eventId: "evt_3", copy: 0, attempt: 1, rawBody: "{}" };

  it("a 2xx answer ends it: nothing more is queued", async () => {
    const { queued, queue } = recorder();
    const next = await runDelivery(delivery, { post: () => Promise.resolve({ status: 200 }), queue, now: () => t0 });
    expect(next).toEqual({ done: "delivered" });
    expect(queued).toEqual([]);
  });

  it("a failure or no answer queues the next attempt after the policy's delay", async () => {
    const { queued, queue } = recorder();
    await runDelivery(delivery, { post: () => Promise.resolve({ status: 500 }), queue, now: () => t0 });
    await runDelivery({ ...delivery, attempt: 3 }, { post: () => Promise.resolve({ error: "ECONNREFUSED" }), queue, now: () => t0 });
    expect(queued).toEqual([
      { delivery: { ...delivery, attempt: 2 }, at: at(10_000) },
      { delivery: { ...delivery, attempt: 4 }, at: at(90_000) },
    ]);
  });

  it("gives up after the last attempt", async () => {
    const { queued, queue } = recorder();
    const last = { ...delivery, attempt: SANDBOX_DELIVERY_POLICY.maxAttempts };
    expect(await runDelivery(last, { post: () => Promise.resolve({ status: 400 }), queue, now: () => t0 })).toEqual({ done: "gave-up" });
    expect(queued).toEqual([]);
  });

  it("reads a run's data back and refuses anything else", () => {
    expect(parseDeliveryJob({ ...delivery })).toEqual(delivery);
    expect(() => parseDeliveryJob({ eventId: "x", copy: "0", attempt: 1, rawBody: "{}" })).toThrow(/not a webhook delivery/);
  });
});
