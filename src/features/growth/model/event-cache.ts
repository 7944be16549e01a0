/** Events already sent recently, by key; the cache is cleared 10 minutes after it starts filling (spec section 9). */
export const EVENT_CACHE_TTL_MS = 10 * 60 * 1000;

export function createEventCache(now: () => number = Date.now) {
  let startedAt: number | null = null;
  const seen = new Set<string>();
  return {
    /** True the first time a key is seen since the last clearing; false for a repeat. */
    remember(key: string): boolean {
      const time = now();
      if (startedAt !== null && time - startedAt >= EVENT_CACHE_TTL_MS) {
        seen.clear();
        startedAt = null;
      }
      if (seen.has(key)) return false;
      startedAt ??= time;
      seen.add(key);
      return true;
    },
  };
}
