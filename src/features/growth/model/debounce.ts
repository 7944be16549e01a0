/**
 * Calls `run` with the latest arguments once `waitMs` have passed without another call
 * (the consent update goes to POST /v1/dnt 500 ms after the last change).
 */
export function debounce<A extends unknown[]>(run: (...args: A) => void, waitMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const debounced = (...args: A) => {
    pending = args;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      const args = pending!;
      pending = undefined;
      run(...args);
    }, waitMs);
  };
  /** Sends a pending call now (e.g. when the page is hidden). */
  debounced.flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    const args = pending!;
    pending = undefined;
    run(...args);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return debounced;
}

export const DNT_DEBOUNCE_MS = 500;
