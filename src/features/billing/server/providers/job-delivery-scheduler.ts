import {
  afterSend,
  planFirstSends,
  SANDBOX_DELIVERY_POLICY,
  type AfterSend,
  type DeliveryPolicy,
  type DeliveryScheduler,
  type SendOutcome,
} from "./webhook-delivery";

/**
 * The sandbox's webhook deliveries as runs of a background job: every send (the original, the
 * occasional duplicate, each retry) is one run that waits for its time (`startAfter`), so
 * deliveries survive a restart and follow SANDBOX_DELIVERY_POLICY exactly as the in-memory queue
 * does. The job queue itself is injected (`send`), so this file stays free of I/O.
 */

/** One send, as a job run carries it (the body travels with it: it is the event, already signed at send time). */
export interface DeliveryJobData {
  eventId: string;
  /** 0: the original; 1: the duplicate. */
  copy: number;
  /** 1-based attempt of this copy. */
  attempt: number;
  rawBody: string;
}

/** Queues one send to run at `at`. */
export type QueueDelivery = (delivery: DeliveryJobData, at: Date) => Promise<void>;

export class JobDeliveryScheduler implements DeliveryScheduler {
  constructor(private readonly options: { queue: QueueDelivery; now: () => Date; policy?: DeliveryPolicy; random?: () => number }) {}

  async enqueue(eventId: string, rawBody: string): Promise<void> {
    const policy = this.options.policy ?? SANDBOX_DELIVERY_POLICY;
    for (const send of planFirstSends(eventId, this.options.now(), policy, this.options.random ?? Math.random)) {
      await this.options.queue({ eventId, copy: send.copy, attempt: send.attempt, rawBody }, send.at);
    }
  }
}

/** Reads a run's data back (refuses anything that is not a delivery). */
export function parseDeliveryJob(data: Readonly<Record<string, unknown>>): DeliveryJobData {
  const { eventId, copy, attempt, rawBody } = data;
  if (typeof eventId !== "string" || typeof rawBody !== "string" || !Number.isInteger(copy) || !Number.isInteger(attempt)) {
    throw new TypeError("not a webhook delivery");
  }
  return { eventId, copy: copy as number, attempt: attempt as number, rawBody };
}

/**
 * One run: posts the event and, when the receiver did not take it (not 2xx, or no answer), queues
 * the next attempt after the policy's delay, until the attempts run out. Never throws for the
 * receiver's failure: the retry is ours, with the policy's delays, not the job queue's.
 */
export async function runDelivery(
  delivery: DeliveryJobData,
  deps: { post: (rawBody: string) => Promise<SendOutcome>; queue: QueueDelivery; now: () => Date; policy?: DeliveryPolicy },
): Promise<AfterSend> {
  const outcome = await deps.post(delivery.rawBody);
  const send = { eventId: delivery.eventId, copy: delivery.copy, attempt: delivery.attempt, at: deps.now() };
  const next = afterSend(send, outcome, deps.now(), deps.policy ?? SANDBOX_DELIVERY_POLICY);
  if ("retry" in next) await deps.queue({ ...delivery, attempt: next.retry.attempt }, next.retry.at);
  return next;
}
