import "server-only";
import { and, eq, gt, isNull, lte } from "drizzle-orm";
import { subscriptions } from "@db/schema/billing";
import { readAccount } from "@/features/auth/server";
import { getConfig } from "@/lib/config";
import { getDb, type Database } from "@/lib/db";
import { sendEmail, type EmailMessage } from "@/lib/delivery";
import { logger } from "@/lib/logger";
import { findPlan } from "../model/catalogue";
import { addDays } from "../model/billing-period";
import { nextCharge } from "../model/next-charge";
import { renderTrialEndingEmail } from "./render-subscription-emails";
import { rowToSubscription } from "./subscription-store";

/** The reminder goes out this many days before a trial ends. */
export const TRIAL_REMINDER_DAYS = 3;

const NO_MAILBOX = /\.invalid$/i;

/**
 * Emails everyone whose trial ends within 3 days (and who has not cancelled): the date, the amount
 * of the first charge, where to cancel. Once per trial: `trial_ending_reminded_at` is set in the
 * transaction that sends (a crash between the two sends again on the next run: at least once,
 * never skipped). Returns how many emails went out.
 */
export async function remindTrialEnding(
  now: Date = new Date(),
  db: Database = getDb(),
  send: (message: EmailMessage) => Promise<void> = sendEmail,
): Promise<number> {
  const due = and(
    eq(subscriptions.status, "trialing"),
    eq(subscriptions.cancelAtPeriodEnd, false),
    isNull(subscriptions.trialEndingRemindedAt),
    gt(subscriptions.periodEnd, now),
    lte(subscriptions.periodEnd, addDays(now, TRIAL_REMINDER_DAYS)),
  );
  const rows = await db.select({ id: subscriptions.id }).from(subscriptions).where(due);
  let sent = 0;
  const failures: unknown[] = [];
  for (const { id } of rows) {
    try {
      sent += await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(subscriptions)
          .where(and(eq(subscriptions.id, id), due))
          .for("update", { skipLocked: true });
        if (row === undefined) return 0;
        const charge = nextCharge(rowToSubscription(row));
        const account = await readAccount(row.userId, tx);
        if (charge !== null && account && !NO_MAILBOX.test(account.email)) {
          await send(
            await renderTrialEndingEmail({
              to: account.email,
              locale: account.locale,
              origin: getConfig().PUBLIC_ORIGIN,
              productType: findPlan(row.planId)?.type ?? "",
              trialEndsAt: row.periodEnd!,
              amount: charge.amount,
              currency: charge.currency,
            }),
          );
        }
        await tx.update(subscriptions).set({ trialEndingRemindedAt: now }).where(eq(subscriptions.id, id));
        return charge !== null && account && !NO_MAILBOX.test(account.email) ? 1 : 0;
      });
    } catch (error) {
      logger.error({ err: error, subscriptionId: id }, "trial ending reminder failed");
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} trial ending reminder(s) failed`);
  return sent;
}
