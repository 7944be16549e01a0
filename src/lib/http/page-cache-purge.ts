/**
 * Empties the shared page cache (page-cache.ts) from anywhere in the process: the server creates it
 * outside Next's bundle, so the two meet on a global, not a module.
 */
export const PAGE_CACHE_REGISTRY = Symbol.for("lingora.sharedPageCache");

export interface Purgeable {
  purge(): void;
}

type Registry = { [PAGE_CACHE_REGISTRY]?: Set<Purgeable> };

export function registerPageCache(cache: Purgeable): () => void {
  const registry = globalThis as Registry;
  (registry[PAGE_CACHE_REGISTRY] ??= new Set()).add(cache);
  return () => registry[PAGE_CACHE_REGISTRY]?.delete(cache);
}

/** Forgets every page the shared page cache keeps (call it with revalidatePath after a change every page shows). */
export function purgeSharedPageCache(): void {
  for (const cache of (globalThis as Registry)[PAGE_CACHE_REGISTRY] ?? []) cache.purge();
}
