import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db";

type Executor = Pick<Database, "execute">;

export const ANONYMOUS_RETENTION_DAYS = 30;

/**
 * Deletes anonymous accounts never upgraded and without activity (no session refreshed, no
 * update) for 30 days. Their records go with them (foreign keys cascade).
 */
export async function purgeAnonymousUsers(db: Executor, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ANONYMOUS_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const result = await db.execute(sql`
    delete from "user" u
    where u.is_anonymous = true
      and u.updated_at < ${cutoff}
      and not exists (select 1 from session s where s.user_id = u.id and s.updated_at >= ${cutoff})`);
  return result.rowCount ?? 0;
}
