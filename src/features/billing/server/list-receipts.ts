import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { payments } from "@db/schema/billing";
import { getDb, type Database } from "@/lib/db";
import { findPlan } from "../model/catalogue";
import type { ProductCategory } from "../model/entitlements";

/** Receipts a person's list shows (newest first). */
export const RECEIPT_LIST_LIMIT = 100;

/** A payment as its receipt shows it. Amounts in minor units of `currency`. */
export interface Receipt {
  id: string;
  receiptNumber: number;
  planId: string;
  /** null when the plan has left the catalogue. */
  category: ProductCategory | null;
  kind: (typeof payments.$inferSelect)["kind"];
  amount: number;
  refundedAmount: number;
  currency: string;
  paymentMethodLabel: string | null;
  subscriptionId: string | null;
  paidAt: Date;
}

const columns = {
  id: payments.id,
  receiptNumber: payments.receiptNumber,
  planId: payments.planId,
  kind: payments.kind,
  amount: payments.amount,
  refundedAmount: payments.refundedAmount,
  currency: payments.currency,
  paymentMethodLabel: payments.paymentMethodLabel,
  subscriptionId: payments.subscriptionId,
  paidAt: payments.createdAt,
};

const withCategory = (row: Omit<Receipt, "category">): Receipt => ({ ...row, category: findPlan(row.planId)?.category ?? null });

/** A person's receipts (their payments), newest first. */
export async function listReceipts(userId: string, db: Database = getDb()): Promise<Receipt[]> {
  const rows = await db
    .select(columns)
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.receiptNumber))
    .limit(RECEIPT_LIST_LIMIT);
  return rows.map(withCategory);
}

/** One receipt of this person; undefined when there is none with this id or it is someone else's. */
export async function readReceipt(userId: string, receiptId: string, db: Database = getDb()): Promise<Receipt | undefined> {
  const [row] = await db
    .select(columns)
    .from(payments)
    .where(and(eq(payments.id, receiptId), eq(payments.userId, userId)));
  return row && withCategory(row);
}
