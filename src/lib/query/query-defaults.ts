/** TanStack Query defaults from the spec (sections 7 and 9). */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
export const QUERY_RETRIES = 3;
/** The experiments query goes stale after 5 minutes. */
export const EXPERIMENTS_STALE_TIME_MS = 5 * 60 * 1000;

/** Exponential backoff: 1 s, doubling, at most 30 s (attempt 0 is the first retry). */
export function queryRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}
