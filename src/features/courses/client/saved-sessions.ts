import type { LessonResult, LessonSession } from "../model/lesson-session";

/**
 * The player's progress in this browser, one key per attempt (`lingora.lesson.<attemptId>`): the
 * answers so far, restored after a reload; when the lesson is finished, the server's result once
 * it has answered. Other attempts of the same item are forgotten when a new one starts.
 */
export interface SavedSession {
  session: LessonSession;
  /** When the last exercise was answered (the results are then in the outbox). */
  finishedAt?: number;
  result?: LessonResult;
}

const PREFIX = "lingora.lesson.";

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readSaved(attemptId: string): SavedSession | null {
  try {
    const raw = storage()?.getItem(PREFIX + attemptId);
    return raw ? (JSON.parse(raw) as SavedSession) : null;
  } catch {
    return null;
  }
}

export function writeSaved(saved: SavedSession): void {
  try {
    storage()?.setItem(PREFIX + saved.session.attemptId, JSON.stringify(saved));
  } catch {
    // Storage full or refused (private mode): the lesson plays on; only a reload would start it over.
  }
}

/** Forgets the saved sessions of `itemId` other than `attemptId` (finished or replaced attempts). */
export function forgetOtherAttempts(itemId: string, attemptId: string): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) {
    if (!key.startsWith(PREFIX) || key === PREFIX + attemptId) continue;
    try {
      if ((JSON.parse(store.getItem(key) ?? "null") as SavedSession | null)?.session?.itemId === itemId) store.removeItem(key);
    } catch {
      store.removeItem(key);
    }
  }
}
