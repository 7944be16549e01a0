import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { verifySandboxSignature } from "./sandbox-signature";
import {
  afterSend,
  MemoryDeliveryQueue,
  planFirstSends,
  postSignedWebhook,
  SANDBOX_DELIVERY_POLICY,
  signedWebhookRequest,
  type DeliveryPolicy,
  type SendOutcome,
} from "./webhook-delivery";

const start = new Date("2026-11-22T12:00:00Z");
/** A fixed sequence of "random" numbers, repeated. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe("planFirstSends", () => {
  it("sends once, or twice when the dice say so, each within the jitter", () => {
    expect(planFirstSends("evt_1", start, SANDBOX_DELIVERY_POLICY, sequence(0.5, 0.9))).toEqual([
      { eventId: "evt_1", copy: 0, attempt: 1, at: new Date(start.getTime() + 2500) },
    ]);
    const twice = planFirstSends("evt_1", start, SANDBOX_DELIVERY_POLICY, sequence(0, 0.1, 0.99));
    expect(twice.map((send) => [send.copy, send.at.getTime() - start.getTime()])).toEqual([
      [0, 0],
      [1, 4950],
    ]);
  });
});

describe("afterSend", () => {
  const send = { eventId: "evt_1", copy: 0, attempt: 1, at: start };

  it("is done on any 2xx", () => {
    expect(afterSend(send, { status: 200 }, start, SANDBOX_DELIVERY_POLICY)).toEqual({ done: "delivered" });
    expect(afterSend(send, { status: 204 }, start, SANDBOX_DELIVERY_POLICY)).toEqual({ done: "delivered" });
  });

  it("retries after a failure, an error answer or no answer, later each time", () => {
    const first = afterSend(send, { status: 500 }, start, SANDBOX_DELIVERY_POLICY);
    expect(first).toEqual({ retry: { ...send, attempt: 2, at: new Date(start.getTime() + 10_000) } });
    const third = afterSend({ ...send, attempt: 3 }, { error: "ECONNREFUSED" }, start, SANDBOX_DELIVERY_POLICY);
    expect(third).toEqual({ retry: { ...send, attempt: 4, at: new Date(start.getTime() + 90_000) } });
    expect(afterSend({ ...send, attempt: 7 }, { status: 400 }, start, SANDBOX_DELIVERY_POLICY)).toMatchObject({
      retry: { attempt: 8, at: new Date(start.getTime() + 3_600_000) },
    });
  });

  it("gives up after the last attempt", () => {
    expect(afterSend({ ...send, attempt: 8 }, { status: 503 }, start, SANDBOX_DELIVERY_POLICY)).toEqual({ done: "gave-up" });
  });
});

describe("signedWebhookRequest", () => {
  it("signs the body as it leaves, verifiable by the receiver", () => {
    const request = signedWebhookRequest('{"a":1}', "k".repeat(32), start);
    const seconds = start.getTime() / 1000;
    expect(verifySandboxSignature(request.body, request.headers["lingora-signature"], "k".repeat(32), seconds)).toMatchObject({ ok: true });
  });
});

describe("MemoryDeliveryQueue", () => {
  it("delivers every event at least once, some twice, out of order, retrying failures until answered", async () => {
    let now = start;
    const policy: DeliveryPolicy = { ...SANDBOX_DELIVERY_POLICY, duplicateChance: 0.5 };
    // Event a: jitter 0.9, duplicate (0.1 < 0.5) with jitter 0.2; event b: jitter 0.1, no duplicate (0.7).
    const queue = new MemoryDeliveryQueue({ policy, random: sequence(0.9, 0.1, 0.2, 0.1, 0.7), now: () => now });
    await queue.enqueue("a", '{"id":"a"}');
    await queue.enqueue("b", '{"id":"b"}');
    expect(queue.size).toBe(3);

    const received: string[] = [];
    let failNext = true; // the receiver is down for the very first request
    const send = (body: string): Promise<SendOutcome> => {
      if (failNext) {
        failNext = false;
        return Promise.reject(new Error("ECONNREFUSED"));
      }
      received.push((JSON.parse(body) as { id: string }).id);
      return Promise.resolve({ status: 200 });
    };

    now = new Date(start.getTime() + 5000);
    expect(await queue.deliverDue(send)).toBe(3);
    // b was sent first (jitter 0.5 s) and failed; then a's duplicate (1 s), then a (4.5 s).
    expect(received).toEqual(["a", "a"]);
    expect(queue.log[0]).toMatchObject({ send: { eventId: "b" }, outcome: { error: "Error: ECONNREFUSED" } });
    expect(queue.nextDueAt()).toEqual(new Date(now.getTime() + 10_000));

    expect(await queue.deliverDue(send)).toBe(0); // nothing due before the retry time
    now = new Date(now.getTime() + 10_000);
    expect(await queue.deliverDue(send)).toBe(1);
    // b arrived after a although it happened after a: the receiver must cope with both order and repeats.
    expect(received).toEqual(["a", "a", "b"]);
    expect(queue.size).toBe(0);
  });
});

describe("postSignedWebhook", () => {
  it("posts the raw body with its signature and reports the status; no answer is an error, not a throw", async () => {
    const received: Array<{ body: string; signature: string | undefined }> = [];
    const server = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      req.on("end", () => {
        received.push({ body, signature: req.headers["lingora-signature"] as string | undefined });
        res.writeHead(received.length === 1 ? 200 : 400).end("{}");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/billing/webhooks/sandbox`;
    try {
      const send = { url, rawBody: '{"id":"evt_1"}', secret: "k".repeat(32), now: start };
      expect(await postSignedWebhook(send)).toEqual({ status: 200 });
      expect(await postSignedWebhook(send)).toEqual({ status: 400 });
      expect(received[0]!.body).toBe('{"id":"evt_1"}');
      expect(verifySandboxSignature(received[0]!.body, received[0]!.signature, "k".repeat(32), start.getTime() / 1000)).toMatchObject({
        ok: true,
      });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    const refused = await postSignedWebhook({ url, rawBody: "{}", secret: "k".repeat(32), now: start, timeoutMs: 2000 });
    expect(refused).toEqual({ error: expect.stringMatching(/fetch failed|ECONNREFUSED/) });
  });
});
