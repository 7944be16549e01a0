import { afterEach, describe, expect, it } from "vitest";
import { getConfig } from "@/lib/config";
import { getPool } from "@/lib/db";
import { JOBS_SCHEMA, startJobRunner, type JobRunner } from "@/lib/jobs";
import { jobs } from "./jobs";

const running: JobRunner[] = [];
const errors: unknown[] = [];

async function start(): Promise<JobRunner> {
  const runner = await startJobRunner({
    connectionString: getConfig().DATABASE_URL!,
    jobs,
    pollingIntervalSeconds: 0.5,
    stopTimeoutSeconds: 5,
    onError: (error) => errors.push(error),
  });
  running.push(runner);
  return runner;
}

/** Sends one run and waits for it to complete (a run already waiting, e.g. one sent at start, is let through first). */
async function runOnce(runner: JobRunner, name: string): Promise<void> {
  let id: string | null = null;
  await expect.poll(async () => (id ??= await runner.send(name)), { timeout: 15_000 }).not.toBeNull();
  await expect.poll(async () => (await runner.boss.findJobs(name, { id: id! }))[0]?.state, { timeout: 15_000 }).toBe("completed");
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((runner) => runner.stop()));
  errors.length = 0;
});

describe("the background jobs", () => {
  it("are scheduled in pg-boss: identity and rate-limit clean-up and credit expiry and reminders hourly, subscription wake-ups every 5 minutes, analytics partitions daily", async () => {
    await start();
    const result = await getPool().query<{ name: string; cron: string; timezone: string }>(
      `select name, cron, timezone from ${JOBS_SCHEMA}.schedule order by name`,
    );
    expect(result.rows).toEqual([
      { name: "auth.purge-expired-identity", cron: "5 * * * *", timezone: "UTC" },
      { name: "billing.expire-credits", cron: "10 * * * *", timezone: "UTC" },
      { name: "billing.remind-expiring-credits", cron: "40 * * * *", timezone: "UTC" },
      { name: "billing.remind-trial-ending", cron: "20 * * * *", timezone: "UTC" },
      { name: "billing.wake-subscriptions", cron: "*/5 * * * *", timezone: "UTC" },
      { name: "growth.create-analytics-partitions", cron: "20 3 * * *", timezone: "UTC" },
      { name: "rate-limit.purge-expired", cron: "35 * * * *", timezone: "UTC" },
    ]);
  });

  // Jobs without a schedule carry a message (a webhook delivery, a receipt) and are run by their own tests.
  const scheduled = jobs.filter((job) => job.schedule);

  it("each scheduled job completes when sent, twice in a row, and a worker restart keeps the schedules", async () => {
    const runner = await start();
    for (const { name } of scheduled) {
      await runOnce(runner, name);
      await runOnce(runner, name);
    }
    expect(errors).toEqual([]);

    await runner.stop();
    running.pop();
    const restarted = await start();
    const schedules = await restarted.boss.getSchedules();
    expect(schedules.map((schedule) => schedule.name).sort()).toEqual(scheduled.map((job) => job.name).sort());
  });
});
