/** The spec's page cache header: browsers revalidate, shared caches keep it an hour, serve stale a day. */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=3600, stale-while-revalidate=86400";
/** Anything that depends on who is asking. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

export type ResponseAudience = "public" | "personal";

/**
 * Chooses the Cache-Control header of a page response.
 * A response that depends on the signed-in user must never reach a shared cache.
 */
export function selectCacheControl(input: { audience: ResponseAudience; status: number; method: string }): string {
  if (input.method !== "GET" && input.method !== "HEAD") return PRIVATE_CACHE_CONTROL;
  if (input.audience === "personal") return PRIVATE_CACHE_CONTROL;
  if (input.status >= 500 || input.status === 429) return "no-store";
  return PUBLIC_PAGE_CACHE_CONTROL;
}
