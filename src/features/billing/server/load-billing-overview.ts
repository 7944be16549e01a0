import "server-only";
import { desc, eq } from "drizzle-orm";
import { billingAuditLog, payments, subscriptions } from "@db/schema/billing";
import { findAccountByEmail, readAccount, type AccountSummary } from "@/features/auth/server";
import { getDb, type Database } from "@/lib/db";
import { lookupQuery } from "../model/admin-billing-input";
import { readWallet, type Wallet } from "./read-wallet";
import type { PaymentRow } from "./record-provider-refund";
import type { SubscriptionRow } from "./subscription-store";

/** Audit rows the admin page shows (newest first). */
export const AUDIT_LOG_LIMIT = 100;

export interface AuditRow {
  id: string;
  action: "refund" | "grant_credits" | "cancel_subscription";
  reason: string;
  details: Record<string, unknown>;
  createdAt: Date;
  /** The admin's email while their account exists. */
  adminEmail: string | null;
}

export interface BillingOverview {
  account: AccountSummary;
  subscriptions: SubscriptionRow[];
  payments: PaymentRow[];
  wallet: Wallet;
  audit: AuditRow[];
}

/** Everything billing knows about one person, found by email or user id; null when nobody matches. For admins only. */
export async function loadBillingOverview(query: string, options: { db?: Database; now?: Date } = {}): Promise<BillingOverview | null> {
  const db = options.db ?? getDb();
  const parsed = lookupQuery.safeParse(query);
  if (!parsed.success) return null;
  const { by, value } = parsed.data;
  const account = by === "email" ? await findAccountByEmail(value, db) : await readAccount(value, db);
  if (!account) return null;
  const [subscriptionRows, paymentRows, wallet, auditRows] = await Promise.all([
    db.select().from(subscriptions).where(eq(subscriptions.userId, account.id)).orderBy(desc(subscriptions.createdAt)),
    db.select().from(payments).where(eq(payments.userId, account.id)).orderBy(desc(payments.createdAt), desc(payments.receiptNumber)),
    readWallet(account.id, options.now ?? new Date(), db),
    db
      .select()
      .from(billingAuditLog)
      .where(eq(billingAuditLog.userId, account.id))
      .orderBy(desc(billingAuditLog.createdAt), desc(billingAuditLog.id))
      .limit(AUDIT_LOG_LIMIT),
  ]);
  const adminIds = [...new Set(auditRows.map((row) => row.adminId).filter((id): id is string => id !== null))];
  const admins = new Map(await Promise.all(adminIds.map(async (id) => [id, (await readAccount(id, db))?.email ?? null] as const)));
  return {
    account,
    subscriptions: subscriptionRows,
    payments: paymentRows,
    wallet,
    audit: auditRows.map((row) => ({
      id: row.id,
      action: row.action,
      reason: row.reason,
      details: row.details as Record<string, unknown>,
      createdAt: row.createdAt,
      adminEmail: row.adminId ? (admins.get(row.adminId) ?? null) : null,
    })),
  };
}
