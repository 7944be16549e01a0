import "server-only";
import { eq } from "drizzle-orm";
import { session } from "@db/schema/identity";
import { getDb } from "@/lib/db";

/**
 * How long one instance trusts its last answer to "is this session still live?". An id token
 * outlives the end of its session (sign-out, password change, account deletion) by at most this
 * long on an instance that checked it just before; on the instance that ended the session, not
 * at all (it forgets its answer at once).
 */
export const SESSION_CHECK_CACHE_MS = 30_000;
const MAX_ENTRIES = 10_000;

const checked = new Map<string, { userId: string | null; expiresAt: number; checkedAt: number }>();

/** True when the session `sessionId` exists, has not expired and belongs to `userId`. */
export async function isSessionLive(sessionId: string, userId: string, now = Date.now()): Promise<boolean> {
  let entry = checked.get(sessionId);
  if (!entry || now - entry.checkedAt >= SESSION_CHECK_CACHE_MS) {
    const [row] = await getDb()
      .select({ userId: session.userId, expiresAt: session.expiresAt })
      .from(session)
      .where(eq(session.id, sessionId))
      .limit(1);
    entry = { userId: row?.userId ?? null, expiresAt: row?.expiresAt.getTime() ?? 0, checkedAt: now };
    if (checked.size >= MAX_ENTRIES) checked.delete(checked.keys().next().value!);
    checked.set(sessionId, entry);
  }
  return entry.userId === userId && entry.expiresAt > now;
}

/** This instance ended the session: stop trusting an earlier answer about it. */
export function forgetSession(sessionId: string): void {
  checked.delete(sessionId);
}

/** This instance ended every session of a user (password change, account deletion). */
export function forgetUserSessions(userId: string): void {
  for (const [id, entry] of checked) if (entry.userId === userId) checked.delete(id);
}
