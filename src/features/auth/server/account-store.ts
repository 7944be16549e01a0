import "server-only";
import { eq, sql } from "drizzle-orm";
import { user } from "@db/schema/identity";
import { getDb, type Database } from "@/lib/db";
import type { Transaction } from "@/lib/ownership/types";

export interface AccountSummary {
  id: string;
  email: string;
  phoneNumber: string | null;
  name: string | null;
  locale: string | null;
}

/** The account's contact and naming fields (other domains show them; only identity stores them). */
export async function readAccount(userId: string, db: Database | Transaction = getDb()): Promise<AccountSummary | null> {
  const [row] = await db
    .select({ id: user.id, email: user.email, phoneNumber: user.phoneNumber, name: user.name, locale: user.locale })
    .from(user)
    .where(eq(user.id, userId));
  return row ?? null;
}

/** The account with this email address (case-insensitive), for support and admin lookups. */
export async function findAccountByEmail(email: string, db: Database | Transaction = getDb()): Promise<AccountSummary | null> {
  const [row] = await db
    .select({ id: user.id, email: user.email, phoneNumber: user.phoneNumber, name: user.name, locale: user.locale })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** Sets the account's display name and/or locale (inside the caller's transaction when given one). */
export async function updateAccountNaming(
  userId: string,
  fields: { name?: string; locale?: string },
  db: Database | Transaction = getDb(),
): Promise<void> {
  const set: Partial<typeof user.$inferInsert> = {};
  if (fields.name) set.name = fields.name;
  if (fields.locale) set.locale = fields.locale;
  if (Object.keys(set).length === 0) return;
  await db
    .update(user)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(user.id, userId));
}
