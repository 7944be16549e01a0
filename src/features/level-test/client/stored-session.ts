/**
 * The session a browser is taking, per source, so a reload resumes it (the server holds its state).
 * Storage failures (private mode, quota) only lose the resume.
 */
const keyOf = (source: string) => `lingora.level-test.${source}`;

export function storedSession(source: string): string | null {
  try {
    return window.localStorage.getItem(keyOf(source));
  } catch {
    return null;
  }
}

export function storeSession(source: string, sessionId: string | null): void {
  try {
    if (sessionId) window.localStorage.setItem(keyOf(source), sessionId);
    else window.localStorage.removeItem(keyOf(source));
  } catch {
    // Without storage a reload starts a new test.
  }
}
