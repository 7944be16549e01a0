import { PgBoss } from "pg-boss";
import type { JobDefinition } from "./define-job";

/** pg-boss keeps its tables in a schema of its own, beside ours. */
export const JOBS_SCHEMA = "pgboss";

export interface JobRunnerOptions {
  connectionString: string;
  jobs: readonly JobDefinition[];
  /** Seconds between polls of each queue (default 2); tests poll faster. */
  pollingIntervalSeconds?: number;
  /** Seconds `stop()` waits for running jobs before it gives up on them (default 20). */
  stopTimeoutSeconds?: number;
  /** Failed runs and pg-boss's own errors (a run that fails is retried by its queue's policy). */
  onError: (error: unknown, context: { job?: string }) => void;
  schema?: string;
}

export interface JobRunner {
  boss: PgBoss;
  /** Sends one run of a job now (the worker picks it up at its next poll). */
  send(name: string, data?: Record<string, unknown>): Promise<string | null>;
  stop(): Promise<void>;
}

const QUEUE_DEFAULTS = { retryLimit: 2, retryDelay: 60, expireInSeconds: 15 * 60, deleteAfterSeconds: 7 * 24 * 60 * 60 };

/**
 * Starts pg-boss on our database (creating or migrating its schema), makes one queue per job
 * ("stately": at most one run waiting and one running, whatever the number of workers), stores
 * each job's schedule in the database (idempotent; schedules of jobs that left the list are
 * removed) and works every queue. Schedules live in PostgreSQL, so they outlive restarts.
 */
export async function startJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  const names = options.jobs.map((job) => job.name);
  const duplicate = names.find((name, index) => names.indexOf(name) !== index);
  if (duplicate) throw new Error(`two jobs are named ${duplicate}`);

  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: options.schema ?? JOBS_SCHEMA,
    max: 3,
    application_name: "lingora-jobs",
  });
  boss.on("error", (error) => options.onError(error, {}));
  await boss.start();
  try {
    for (const job of options.jobs) {
      const { policy = "stately", ...queue } = { ...QUEUE_DEFAULTS, ...job.options };
      await boss.createQueue(job.name, { policy, ...queue });
      await boss.updateQueue(job.name, queue);
      if (job.schedule) await boss.schedule(job.name, job.schedule, null, { tz: "UTC" });
      await boss.work<Record<string, unknown>>(
        job.name,
        { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
        async ([run]) => {
          if (!run) return;
          try {
            await job.handler({ id: run.id, data: run.data ?? {}, signal: run.signal });
          } catch (error) {
            options.onError(error, { job: job.name });
            throw error;
          }
        },
      );
    }
    const scheduled = new Set(options.jobs.filter((job) => job.schedule).map((job) => job.name));
    for (const schedule of await boss.getSchedules()) {
      if (!scheduled.has(schedule.name)) await boss.unschedule(schedule.name, schedule.key);
    }
    for (const job of options.jobs.filter((each) => each.runAtStart)) await boss.send(job.name);
  } catch (error) {
    await boss.stop({ graceful: false }).catch(() => undefined);
    throw error;
  }
  const stopTimeout = (options.stopTimeoutSeconds ?? 20) * 1000;
  return {
    boss,
    send: (name, data) => boss.send(name, data ?? null),
    stop: () => boss.stop({ graceful: true, timeout: stopTimeout }),
  };
}
