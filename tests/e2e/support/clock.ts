import { test } from "./fixtures";

const DAY = 86_400_000;

/**
 * A test that writes data "today" and then reads the server's today (a plan, a streak, a daily
 * lesson) must not span a UTC midnight. Called first in such a test: when a midnight would fall
 * before the test's time is up, it waits until just after it (at most one timeout, once a day) and
 * extends the test's time by the wait.
 */
export async function clearOfUtcMidnight(afterMs = 5_000): Promise<void> {
  const info = test.info();
  const left = DAY - (Date.now() % DAY);
  // No timeout (--debug, --timeout=0): nothing to fit inside.
  if (info.timeout === 0 || left > info.timeout) return;
  info.setTimeout(info.timeout + left + afterMs);
  await new Promise((resolve) => setTimeout(resolve, left + afterMs));
}
