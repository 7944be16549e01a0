/**
 * The product's analytics entry point for code outside the growth feature (HTTP client, query
 * cache). The growth feature plugs its consent-aware tracker in; until then events are dropped.
 */
export type Tracker = (eventType: string, properties?: Record<string, unknown>) => void;

let tracker: Tracker | null = null;

export function setAnalyticsTracker(next: Tracker | null): void {
  tracker = next;
}

export function track(eventType: string, properties?: Record<string, unknown>): void {
  tracker?.(eventType, properties);
}
