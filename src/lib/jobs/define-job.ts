/** What a job's handler receives: the job's id, its data, and a signal that aborts when the worker stops. */
export interface JobContext {
  id: string;
  data: Readonly<Record<string, unknown>>;
  signal: AbortSignal;
}

/** Retry and retention of a job's queue (pg-boss queue options). */
export interface JobQueueOptions {
  /**
   * "stately" (the default): at most one run waiting and one running, for recurring jobs.
   * "standard": any number waiting (each a message of its own, e.g. one webhook delivery), run one at a time per worker.
   */
  policy?: "stately" | "standard";
  /** Attempts after the first failure (default 2). */
  retryLimit?: number;
  /** Seconds between attempts (default 60). */
  retryDelay?: number;
  /** Seconds a run may take before it counts as failed (default 15 minutes). */
  expireInSeconds?: number;
  /** Seconds a finished run is kept in the queue's table (default 7 days). */
  deleteAfterSeconds?: number;
}

/**
 * One background job: a queue of its own, worked one run at a time across every worker.
 * Handlers must be idempotent: a run may be retried, and a crash can repeat one.
 */
export interface JobDefinition {
  /** The queue name, `<domain>.<what-it-does>` (letters, digits, `.`, `-`, `_`). */
  name: string;
  /** A cron expression in UTC (`0 * * * *`: hourly); without it the job runs only when sent. */
  schedule?: string;
  /** Also send one run when a worker starts, so work missed while none ran is done at once. */
  runAtStart?: boolean;
  handler: (job: JobContext) => Promise<void>;
  options?: JobQueueOptions;
}

/** Declares a job (typed identity: the list in src/server/jobs.ts collects them). */
export function defineJob(definition: JobDefinition): JobDefinition {
  return definition;
}
