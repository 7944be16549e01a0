/**
 * One browser-wide lock around every change of this browser's session cookie (Web Locks: every tab
 * of the origin shares it). An anonymous sign-in is decided ("nobody is signed in") and made under
 * it, and every identity call that can sign someone in waits for it, so a first visit's anonymous
 * sign-in in one tab can no longer answer after another tab signed in and replace that session.
 */
export const SESSION_LOCK = "lingora:session";

/** Runs `task` holding the session lock; where Web Locks are missing (an insecure context) it runs at once. */
export function withSessionLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  return locks ? (locks.request(SESSION_LOCK, task) as Promise<T>) : task();
}
