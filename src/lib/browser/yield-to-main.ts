/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input
 * between the steps of a long piece of start-up work (each step stays a short task).
 * `scheduler.yield()` resumes ahead of other queued work; elsewhere a zero timeout does.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
