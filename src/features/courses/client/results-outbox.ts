import type { LessonResult, ResultsBody } from "../model/lesson-session";

/**
 * Results waiting to reach the server, kept in the browser's storage until the server has them
 * (issue 13: a reload or a lost connection loses nothing). The attempt id is the idempotency key:
 * sending the same batch twice is answered with the stored outcome, so retrying is always safe.
 * Tried at once, again on every page load, when the browser comes back online, and after a
 * growing pause (2 s, 4 s, … at most a minute) while the network or the server fails.
 */
export interface OutboxEntry {
  attemptId: string;
  /** Where the results go (a lesson's, a review's or a test's results endpoint). */
  url: string;
  body: ResultsBody;
  tries: number;
  /** Not tried again before this time (epoch ms). */
  nextAt: number;
}

export type OutboxEvent =
  | { attemptId: string; status: "sent"; result: LessonResult }
  | { attemptId: string; status: "waiting"; nextAt: number }
  | { attemptId: string; status: "refused"; code: string };

/** Sends one batch; throws `{ status }` (0: the network) when it fails. */
export type SendResults = (entry: OutboxEntry) => Promise<LessonResult>;

export interface OutboxDeps {
  storage: Pick<Storage, "getItem" | "setItem">;
  send: SendResults;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export const OUTBOX_KEY = "lingora.courses.outbox";
const FIRST_PAUSE_MS = 2_000;
const LONGEST_PAUSE_MS = 60_000;

/** The pause before try number `tries + 1`. */
export const pauseAfter = (tries: number) => Math.min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS * 2 ** Math.max(0, tries - 1));

/** A failure worth trying again: the network, a timeout, too many requests, the server's own trouble. */
export const isTransient = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;

export function createResultsOutbox(deps: OutboxDeps) {
  const now = deps.now ?? Date.now;
  const setTimer = deps.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer = deps.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const listeners = new Set<(event: OutboxEvent) => void>();
  let timer: unknown = null;
  let flushing: Promise<void> | null = null;
  let again = false;

  const read = (): OutboxEntry[] => {
    try {
      const parsed: unknown = JSON.parse(deps.storage.getItem(OUTBOX_KEY) ?? "[]");
      return Array.isArray(parsed) ? (parsed as OutboxEntry[]).filter((entry) => typeof entry?.attemptId === "string") : [];
    } catch {
      return [];
    }
  };
  const write = (entries: OutboxEntry[]) => deps.storage.setItem(OUTBOX_KEY, JSON.stringify(entries));
  const update = (attemptId: string, change: (entry: OutboxEntry) => OutboxEntry | null) =>
    write(read().flatMap((entry) => (entry.attemptId === attemptId ? (change(entry) ?? []) : [entry])));
  const emit = (event: OutboxEvent) => listeners.forEach((listener) => listener(event));

  function schedule() {
    if (timer !== null) clearTimer(timer);
    timer = null;
    const entries = read();
    if (entries.length === 0) return;
    const next = Math.min(...entries.map((entry) => entry.nextAt));
    timer = setTimer(() => void flush(), Math.max(0, next - now()));
  }

  async function sendDue(all: boolean) {
    for (const entry of read()) {
      if (!all && entry.nextAt > now()) continue;
      try {
        const result = await deps.send(entry);
        update(entry.attemptId, () => null);
        emit({ attemptId: entry.attemptId, status: "sent", result });
      } catch (error) {
        const status = typeof (error as { status?: unknown })?.status === "number" ? (error as { status: number }).status : 0;
        if (isTransient(status)) {
          const tries = entry.tries + 1;
          const nextAt = now() + pauseAfter(tries);
          update(entry.attemptId, (stored) => ({ ...stored, tries, nextAt }));
          emit({ attemptId: entry.attemptId, status: "waiting", nextAt });
        } else {
          // Refused for good (the attempt is unknown, or the answers do not fit the lesson): trying again cannot help.
          update(entry.attemptId, () => null);
          const code = (error as { code?: unknown })?.code;
          emit({ attemptId: entry.attemptId, status: "refused", code: typeof code === "string" ? code : String(status) });
        }
      }
    }
  }

  /** Sends what is due (`all`: everything, e.g. the network is back); one flush at a time. */
  function flush(all = false): Promise<void> {
    if (flushing) {
      again = true;
      return flushing;
    }
    flushing = (async () => {
      try {
        do {
          again = false;
          await sendDue(all);
        } while (again);
      } finally {
        flushing = null;
        schedule();
      }
    })();
    return flushing;
  }

  return {
    /** Queues a batch (replacing an earlier one of the same attempt) and tries to send it now. */
    enqueue(attemptId: string, url: string, body: ResultsBody): Promise<void> {
      write([...read().filter((entry) => entry.attemptId !== attemptId), { attemptId, url, body, tries: 0, nextAt: now() }]);
      return flush();
    },
    pending: (attemptId: string) => read().find((entry) => entry.attemptId === attemptId) ?? null,
    flush,
    subscribe(listener: (event: OutboxEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ResultsOutbox = ReturnType<typeof createResultsOutbox>;
