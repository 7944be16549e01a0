/**
 * Per-provider blocking switches (spec section 9), kept in session storage under
 * "analytics_blocking" as { amplitude?: true, meta_pixel?: true, growthbook_tracking?: true }.
 * QA can set them for a tab with ?analytics_block=amplitude,meta_pixel (or "none" to clear).
 */
export const BLOCKING_STORAGE_KEY = "analytics_blocking";
export const BLOCKABLE_PROVIDERS = ["amplitude", "meta_pixel", "growthbook_tracking"] as const;
export type BlockableProvider = (typeof BLOCKABLE_PROVIDERS)[number];

export function readBlockingSwitches(): Partial<Record<BlockableProvider, true>> {
  try {
    const fromUrl = new URLSearchParams(window.location.search).get("analytics_block");
    if (fromUrl !== null) {
      const names = fromUrl
        .split(",")
        .filter((name): name is BlockableProvider => (BLOCKABLE_PROVIDERS as readonly string[]).includes(name));
      window.sessionStorage.setItem(BLOCKING_STORAGE_KEY, JSON.stringify(Object.fromEntries(names.map((n) => [n, true]))));
    }
    const raw = window.sessionStorage.getItem(BLOCKING_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Partial<Record<BlockableProvider, true>>) : {};
  } catch {
    return {};
  }
}

export function isProviderBlocked(provider: BlockableProvider): boolean {
  return readBlockingSwitches()[provider] === true;
}
