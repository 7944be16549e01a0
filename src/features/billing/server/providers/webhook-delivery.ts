import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from "./sandbox-signature";

/**
 * How the sandbox delivers its webhooks: like a real provider, at least once, sometimes twice,
 * not in the order the events happened, and again after a failure until the receiver answers 2xx
 * or the attempts run out. The receiver must therefore dedupe on the event id and tolerate
 * order; the sandbox makes sure it has to. Everything here is pure (clock and randomness are passed in).
 */

export interface DeliveryPolicy {
  /** Attempts per copy, the first included. */
  maxAttempts: number;
  /** Wait after failed attempt n (1-based) before attempt n + 1. */
  retryDelaySeconds: (attempt: number) => number;
  /** Chance that an event is sent a second time (a separate copy with its own retries). */
  duplicateChance: number;
  /** Each send waits a random 0…this many seconds, so that close events arrive out of order. */
  maxJitterSeconds: number;
}

/** 8 attempts over about 2 hours (10 s, 30 s, 1.5 min, 4.5 min, …, capped at 1 hour). */
export const SANDBOX_DELIVERY_POLICY: DeliveryPolicy = {
  maxAttempts: 8,
  retryDelaySeconds: (attempt) => Math.min(10 * 3 ** (attempt - 1), 3600),
  duplicateChance: 0.2,
  maxJitterSeconds: 5,
};

export interface WebhookSend {
  eventId: string;
  /** 0: the original; 1: the duplicate. */
  copy: number;
  attempt: number;
  at: Date;
}

/** The first sends of a new event: one, or two with probability `duplicateChance`. */
export function planFirstSends(eventId: string, now: Date, policy: DeliveryPolicy, random: () => number): WebhookSend[] {
  const at = () => new Date(now.getTime() + Math.floor(random() * policy.maxJitterSeconds * 1000));
  const sends: WebhookSend[] = [{ eventId, copy: 0, attempt: 1, at: at() }];
  if (random() < policy.duplicateChance) sends.push({ eventId, copy: 1, attempt: 1, at: at() });
  return sends;
}

/** A receiver's answer: its HTTP status, or no answer at all. */
export type SendOutcome = { status: number } | { error: string };

export type AfterSend = { done: "delivered" } | { done: "gave-up" } | { retry: WebhookSend };

/** What follows a send: delivered on 2xx; otherwise a retry after the policy's delay, until it gives up. */
export function afterSend(send: WebhookSend, outcome: SendOutcome, now: Date, policy: DeliveryPolicy): AfterSend {
  if ("status" in outcome && outcome.status >= 200 && outcome.status < 300) return { done: "delivered" };
  if (send.attempt >= policy.maxAttempts) return { done: "gave-up" };
  const delayMs = policy.retryDelaySeconds(send.attempt) * 1000;
  return { retry: { ...send, attempt: send.attempt + 1, at: new Date(now.getTime() + delayMs) } };
}

/** The request a send makes: the raw body as stored, signed at the moment it leaves. */
export function signedWebhookRequest(rawBody: string, secret: string, now: Date): { headers: Record<string, string>; body: string } {
  return {
    headers: {
      "content-type": "application/json",
      [SANDBOX_SIGNATURE_HEADER.toLowerCase()]: signSandboxPayload(rawBody, secret, Math.floor(now.getTime() / 1000)),
    },
    body: rawBody,
  };
}

/**
 * Sends one signed delivery to our webhook endpoint and reports the answer (never throws): a
 * status, or the error when there was no answer within `timeoutMs`.
 */
export async function postSignedWebhook(options: {
  url: string;
  rawBody: string;
  secret: string;
  now: Date;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): Promise<SendOutcome> {
  const request = signedWebhookRequest(options.rawBody, options.secret, options.now);
  try {
    const response = await (options.fetch ?? fetch)(options.url, {
      method: "POST",
      headers: request.headers,
      body: request.body,
      redirect: "manual",
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    await response.body?.cancel();
    return { status: response.status };
  } catch (error) {
    return { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

/**
 * Where sends wait for their time. The provider only enqueues; whoever runs deliveries (a job on
 * the runner, or the in-memory queue below in tests) takes what is due, sends it, and reports.
 */
export interface DeliveryScheduler {
  enqueue(eventId: string, rawBody: string): Promise<void>;
}

/** An in-memory scheduler: enough for unit tests and a single process; the job-backed one replaces it. */
export class MemoryDeliveryQueue implements DeliveryScheduler {
  private readonly bodies = new Map<string, string>();
  private pending: WebhookSend[] = [];
  readonly log: Array<{ send: WebhookSend; outcome: SendOutcome }> = [];

  constructor(private readonly options: { policy?: DeliveryPolicy; random?: () => number; now: () => Date }) {}

  private get policy(): DeliveryPolicy {
    return this.options.policy ?? SANDBOX_DELIVERY_POLICY;
  }

  enqueue(eventId: string, rawBody: string): Promise<void> {
    this.bodies.set(eventId, rawBody);
    this.pending.push(...planFirstSends(eventId, this.options.now(), this.policy, this.options.random ?? Math.random));
    return Promise.resolve();
  }

  /** How many sends are still waiting (due or not). */
  get size(): number {
    return this.pending.length;
  }

  /** When the next send is due, if any. */
  nextDueAt(): Date | undefined {
    return this.pending.reduce<Date | undefined>((soonest, send) => (!soonest || send.at < soonest ? send.at : soonest), undefined);
  }

  /** Sends everything due now, earliest first, and schedules the retries. */
  async deliverDue(send: (rawBody: string, send: WebhookSend) => Promise<SendOutcome>): Promise<number> {
    const now = this.options.now();
    const due = this.pending.filter((item) => item.at <= now).sort((a, b) => a.at.getTime() - b.at.getTime());
    this.pending = this.pending.filter((item) => item.at > now);
    for (const item of due) {
      const outcome = await send(this.bodies.get(item.eventId)!, item).catch((error: unknown) => ({ error: String(error) }));
      this.log.push({ send: item, outcome });
      const next = afterSend(item, outcome, now, this.policy);
      if ("retry" in next) this.pending.push(next.retry);
    }
    return due.length;
  }
}
