import { afterEach, describe, expect, it } from "vitest";
import { getConfig } from "@/lib/config";
import { getPool } from "@/lib/db";
import { defineJob, JOBS_SCHEMA, startJobRunner, type JobDefinition, type JobRunner } from "./index";

const running: JobRunner[] = [];
const errors: unknown[] = [];

async function start(jobs: JobDefinition[]): Promise<JobRunner> {
  const runner = await startJobRunner({
    connectionString: getConfig().DATABASE_URL!,
    jobs,
    pollingIntervalSeconds: 0.5,
    stopTimeoutSeconds: 2,
    onError: (error) => errors.push(error),
  });
  running.push(runner);
  return runner;
}

async function schedules(): Promise<{ name: string; cron: string }[]> {
  const result = await getPool().query<{ name: string; cron: string }>(`select name, cron from ${JOBS_SCHEMA}.schedule order by name`);
  return result.rows;
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((runner) => runner.stop()));
  errors.length = 0;
});

describe("the job runner (pg-boss)", () => {
  it("stores each schedule in its tables; a restart keeps them, once; a job that left the list loses its schedule", async () => {
    const noop = async () => undefined;
    const first = await start([
      defineJob({ name: "test.hourly", schedule: "0 * * * *", handler: noop }),
      defineJob({ name: "test.daily", schedule: "30 4 * * *", handler: noop }),
      defineJob({ name: "test.on-demand", handler: noop }),
    ]);
    expect(await schedules()).toEqual([
      { name: "test.daily", cron: "30 4 * * *" },
      { name: "test.hourly", cron: "0 * * * *" },
    ]);

    await first.stop();
    await start([
      defineJob({ name: "test.hourly", schedule: "0 * * * *", handler: noop }),
      defineJob({ name: "test.daily", schedule: "30 4 * * *", handler: noop }),
    ]);
    expect(await schedules()).toEqual([
      { name: "test.daily", cron: "30 4 * * *" },
      { name: "test.hourly", cron: "0 * * * *" },
    ]);

    await running.pop()!.stop();
    await start([defineJob({ name: "test.hourly", schedule: "0 * * * *", handler: noop })]);
    expect(await schedules()).toEqual([{ name: "test.hourly", cron: "0 * * * *" }]);
  });

  it("works a job sent to its queue, with its data", async () => {
    const seen: unknown[] = [];
    const runner = await start([defineJob({ name: "test.record", handler: async ({ data }) => void seen.push(data) })]);

    await runner.send("test.record", { n: 1 });

    await expect.poll(() => seen, { timeout: 10_000 }).toEqual([{ n: 1 }]);
  });

  it("runs a job marked runAtStart when the worker starts", async () => {
    let runs = 0;
    await start([
      defineJob({
        name: "test.at-start",
        runAtStart: true,
        handler: async () => {
          runs += 1;
        },
      }),
    ]);
    await expect.poll(() => runs, { timeout: 10_000 }).toBe(1);
  });

  it("reports a failing run and retries it", async () => {
    let attempts = 0;
    const runner = await start([
      defineJob({
        name: "test.flaky",
        options: { retryLimit: 1, retryDelay: 1 },
        handler: async () => {
          attempts += 1;
          if (attempts === 1) throw new Error("first attempt fails");
        },
      }),
    ]);
    const id = await runner.send("test.flaky");
    await expect.poll(async () => (await runner.boss.findJobs("test.flaky", { id: id! }))[0]?.state, { timeout: 15_000 }).toBe("completed");
    expect(attempts).toBe(2);
    expect(errors).toEqual([expect.objectContaining({ message: "first attempt fails" })]);
  });

  it("refuses two jobs with one name", async () => {
    const noop = async () => undefined;
    await expect(
      startJobRunner({
        connectionString: getConfig().DATABASE_URL!,
        jobs: [defineJob({ name: "test.twice", handler: noop }), defineJob({ name: "test.twice", handler: noop })],
        onError: () => undefined,
      }),
    ).rejects.toThrow("two jobs are named test.twice");
  });
});
