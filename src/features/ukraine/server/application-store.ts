import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { ukraineApplications } from "@db/schema/ukraine";
import { getDb, type Database } from "@/lib/db";
import type { Transaction } from "@/lib/ownership/types";
import type { ApplicationView } from "../model/application";

type Row = typeof ukraineApplications.$inferSelect;

export const toApplicationView = (row: Row): ApplicationView => ({
  id: row.id,
  status: row.status,
  situation: row.situation,
  city: row.city,
  country: row.country,
  note: row.note,
  createdAt: row.createdAt,
  decidedAt: row.decidedAt,
  decisionReason: row.decisionReason,
});

/** The person's latest application (only their own: the user id comes from their session), or null. */
export async function readLatestApplication(userId: string, db: Database | Transaction = getDb()): Promise<ApplicationView | null> {
  const [row] = await db
    .select()
    .from(ukraineApplications)
    .where(eq(ukraineApplications.userId, userId))
    .orderBy(desc(ukraineApplications.createdAt), desc(ukraineApplications.id))
    .limit(1);
  return row ? toApplicationView(row) : null;
}

/** The person's open (PENDING) application, if any. */
export async function readPendingApplication(userId: string, db: Database | Transaction = getDb()): Promise<ApplicationView | null> {
  const [row] = await db
    .select()
    .from(ukraineApplications)
    .where(and(eq(ukraineApplications.userId, userId), eq(ukraineApplications.status, "PENDING")));
  return row ? toApplicationView(row) : null;
}
