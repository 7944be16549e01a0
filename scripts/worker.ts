// `npm run worker`: works the background jobs (src/server/jobs.ts) in a process of its own, for
// deployments with several web instances that run with RUN_JOBS=false. Stops on SIGINT/SIGTERM
// after the running job finishes. Without DATABASE_URL it uses the embedded server of `npm start`.
import { connectScriptDatabase } from "./lib/script-database";

connectScriptDatabase();
// Imported after DATABASE_URL is settled: the config is read once, when these modules load.
const { getConfig } = await import("../src/lib/config");
const { logger } = await import("../src/lib/logger");
const { startJobRunner } = await import("../src/lib/jobs");
const { jobs } = await import("../src/server/jobs");

const runner = await startJobRunner({
  connectionString: getConfig().DATABASE_URL!,
  jobs,
  onError: (error, context) => logger.error({ err: error, ...context }, "background job failed"),
});
logger.info({ jobs: jobs.map((job) => `${job.name}${job.schedule ? ` (${job.schedule} UTC)` : ""}`) }, "job worker running");

let isStopping = false;
async function stop(signal: string) {
  if (isStopping) process.exit(1);
  isStopping = true;
  logger.info({ signal }, "job worker stopping");
  await runner.stop();
  process.exit(0);
}
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));
