/** What the visitor allows right now, shared by analytics, pixels and experiment exposure. */
export interface ConsentState {
  /** False until the region default or the visitor's choice is known. */
  isResolved: boolean;
  analytics: boolean;
  marketing: boolean;
}

let state: ConsentState = { isResolved: false, analytics: false, marketing: false };
const listeners = new Set<(state: ConsentState) => void>();

export function getConsentState(): ConsentState {
  return state;
}

export function setConsentState(next: Omit<ConsentState, "isResolved">): void {
  state = { isResolved: true, ...next };
  for (const listener of listeners) listener(state);
}

/** Calls back now (if resolved) and on every change; returns the unsubscribe. */
export function subscribeConsent(listener: (state: ConsentState) => void): () => void {
  listeners.add(listener);
  if (state.isResolved) listener(state);
  return () => listeners.delete(listener);
}
