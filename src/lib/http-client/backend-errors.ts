import { track } from "@/lib/analytics/track";

/** Spec section 8: a backend error is reported once per status and page, again only after 20 s. */
export const BACKEND_ERROR_DEDUPE_MS = 20_000;
export const BACKEND_ERROR_STORAGE_KEY = "backend_error";
export const BACKEND_ERROR_EVENT = "gen_backend_error";
export const SAW_ERROR_STATE_EVENT = "gen_saw_error_state";

export interface BackendErrorReport {
  status: number;
  url: string;
  page: string;
}

export function createBackendErrorReporter(
  deps: {
    now?: () => number;
    track?: (eventType: string, properties: Record<string, unknown>) => void;
    store?: (report: BackendErrorReport & { message: string; at: string }) => void;
  } = {},
) {
  const now = deps.now ?? Date.now;
  const send = deps.track ?? track;
  const store = deps.store ?? storeInSession;
  const lastReported = new Map<string, number>();
  /** Records one failure; returns true when the analytics event was sent (not deduplicated). */
  return function reportBackendError(report: BackendErrorReport & { message: string }): boolean {
    if (report.status === 404) return false;
    store({ ...report, at: new Date(now()).toISOString() });
    const key = `${report.status} ${report.page}`;
    const previous = lastReported.get(key);
    if (previous !== undefined && now() - previous < BACKEND_ERROR_DEDUPE_MS) return false;
    lastReported.set(key, now());
    send(BACKEND_ERROR_EVENT, { status: report.status, url: report.url, page: report.page });
    return true;
  };
}

function storeInSession(report: BackendErrorReport & { message: string; at: string }): void {
  try {
    window.sessionStorage.setItem(BACKEND_ERROR_STORAGE_KEY, JSON.stringify(report));
  } catch (error) {
    console.warn("could not store backend_error", error);
  }
}

/** The reporter of this browser tab. */
export const reportBackendError = createBackendErrorReporter();
