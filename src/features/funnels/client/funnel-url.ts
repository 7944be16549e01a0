/** The funnel's place in the browser's history: `?screen=<id>` (other query parameters stay). */
export const SCREEN_PARAM = "screen";

export function readScreenParam(): string | null {
  return new URLSearchParams(window.location.search).get(SCREEN_PARAM);
}

function urlFor(screenId: string): string {
  const url = new URL(window.location.href);
  url.searchParams.set(SCREEN_PARAM, screenId);
  return `${url.pathname}${url.search}${url.hash}`;
}

interface FunnelHistoryState {
  funnelDepth?: number;
}

/** How many screens this visit pushed before the current one (0: the Back button cannot use history.back()). */
export function historyDepth(): number {
  return (window.history.state as FunnelHistoryState | null)?.funnelDepth ?? 0;
}

/** A new screen: a history entry (no server round trip; Next.js keeps its own state beside ours). */
export function pushScreen(screenId: string): void {
  window.history.pushState({ funnelDepth: historyDepth() + 1 }, "", urlFor(screenId));
}

export function replaceScreen(screenId: string): void {
  window.history.replaceState({ ...(window.history.state as object | null), funnelDepth: historyDepth() }, "", urlFor(screenId));
}
