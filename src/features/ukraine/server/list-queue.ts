import "server-only";
import { asc, desc, eq, ne } from "drizzle-orm";
import { ukraineApplications, ukraineAuditLog } from "@db/schema/ukraine";
import { readAccount } from "@/features/auth/server";
import { getDb, type Database } from "@/lib/db";
import type { ApplicationView } from "../model/application";
import { toApplicationView } from "./application-store";

export interface QueueEntry extends ApplicationView {
  applicantEmail: string | null;
  /** The admin who decided it (their address while their account exists). */
  decidedByEmail: string | null;
}

export interface AuditEntry {
  id: string;
  applicationId: string;
  action: "approve" | "reject";
  reason: string;
  adminEmail: string | null;
  createdAt: Date;
}

/** How many decided applications the queue shows under the pending ones. */
export const DECIDED_SHOWN = 50;

const emailOf = async (userId: string | null, db: Database) => (userId ? ((await readAccount(userId, db))?.email ?? null) : null);

/** The admin queue: every pending application, oldest first, then the latest decided ones and the audit log. */
export async function listQueue(db: Database = getDb()): Promise<{ pending: QueueEntry[]; decided: QueueEntry[]; audit: AuditEntry[] }> {
  const [pendingRows, decidedRows, auditRows] = await Promise.all([
    db.select().from(ukraineApplications).where(eq(ukraineApplications.status, "PENDING")).orderBy(asc(ukraineApplications.createdAt)),
    db
      .select()
      .from(ukraineApplications)
      .where(ne(ukraineApplications.status, "PENDING"))
      .orderBy(desc(ukraineApplications.decidedAt))
      .limit(DECIDED_SHOWN),
    db.select().from(ukraineAuditLog).orderBy(desc(ukraineAuditLog.createdAt)).limit(DECIDED_SHOWN),
  ]);
  const entry = async (row: typeof ukraineApplications.$inferSelect): Promise<QueueEntry> => ({
    ...toApplicationView(row),
    applicantEmail: await emailOf(row.userId, db),
    decidedByEmail: await emailOf(row.decidedBy, db),
  });
  return {
    pending: await Promise.all(pendingRows.map(entry)),
    decided: await Promise.all(decidedRows.map(entry)),
    audit: await Promise.all(
      auditRows.map(async (row) => ({
        id: row.id,
        applicationId: row.applicationId,
        action: row.action,
        reason: row.reason,
        adminEmail: await emailOf(row.adminId, db),
        createdAt: row.createdAt,
      })),
    ),
  };
}
