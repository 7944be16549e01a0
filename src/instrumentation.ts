/** Runs once when a server process starts: validates configuration, wires the features together (src/server/boot.ts), starts the job worker. */
export async function register() {
  // eslint-disable-next-line no-restricted-properties -- Next's own runtime marker, not configuration
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getConfig } = await import("./lib/config");
  const config = getConfig();
  const { bootServer } = await import("./server/boot");
  bootServer();
  const connectionString = config.DATABASE_URL;
  // RUN_JOBS=false: `npm run worker` works the jobs in a process of its own.
  if (!config.RUN_JOBS || !connectionString) return;
  const [{ jobs }, { keepInProcessRunner, startJobRunner }, { logger }] = await Promise.all([
    import("./server/jobs"),
    import("./lib/jobs"),
    import("./lib/logger"),
  ]);
  const onError = (error: unknown, context: { job?: string }) => logger.error({ err: error, ...context }, "background job failed");
  // Started beside the server, not before it: a database that is slow to answer must not hold up pages.
  keepInProcessRunner(() =>
    startJobRunner({ connectionString, jobs, onError }).catch((error: unknown) => {
      logger.error({ err: error }, "the job worker did not start");
      return undefined;
    }),
  );
}
