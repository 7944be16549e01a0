import type { JobRunner } from "./runner";

/**
 * The worker `npm start` runs inside the web server. Next bundles the code that starts it
 * (src/instrumentation.ts) apart from scripts/serve.ts, which stops it on shutdown, so the two
 * meet on a global key rather than a module variable.
 */
const KEY = Symbol.for("lingora.jobs.in-process");
type Holder = { [KEY]?: Promise<JobRunner | undefined> };
const holder = globalThis as Holder;

/** Keeps the runner being started; a second call in the same process does nothing. */
export function keepInProcessRunner(start: () => Promise<JobRunner | undefined>): void {
  holder[KEY] ??= start();
}

/** Stops the in-process runner if there is one (waits for running jobs up to its timeout); says whether there was. */
export async function stopInProcessRunner(): Promise<boolean> {
  const pending = holder[KEY];
  if (!pending) return false;
  delete holder[KEY];
  const runner = await pending.catch(() => undefined);
  await runner?.stop();
  return runner !== undefined;
}

/** The runner this process started (undefined when none, or when it did not start). */
export async function inProcessRunner(): Promise<JobRunner | undefined> {
  return holder[KEY]?.catch(() => undefined);
}
