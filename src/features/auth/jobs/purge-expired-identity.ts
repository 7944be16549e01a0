import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { defineJob } from "@/lib/jobs";
import { logger } from "@/lib/logger";
import { purgeAnonymousUsers } from "../server/purge-anonymous-users";

/** Absolute session lifetime: a session ends this long after sign-in, however active. */
export const SESSION_ABSOLUTE_DAYS = 60;

/**
 * Deletes what identity no longer needs: anonymous accounts inactive for 30 days (their records
 * cascade), verification codes a day past expiry, and sessions past their idle expiry or their
 * absolute lifetime. Idempotent: a second run finds nothing left to delete.
 */
export async function purgeExpiredIdentity(): Promise<void> {
  const purged = await getDb().transaction(async (tx) => {
    const users = await purgeAnonymousUsers(tx);
    await tx.execute(sql`delete from verification where expires_at < now() - interval '1 day'`);
    await tx.execute(
      sql`delete from session where expires_at < now() or created_at < now() - make_interval(days => ${SESSION_ABSOLUTE_DAYS})`,
    );
    return users;
  });
  if (purged) logger.info({ purged }, "purged inactive anonymous accounts");
}

export const purgeExpiredIdentityJob = defineJob({
  name: "auth.purge-expired-identity",
  schedule: "5 * * * *",
  handler: purgeExpiredIdentity,
});
