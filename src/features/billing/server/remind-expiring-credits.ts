import "server-only";
import { and, eq, gt, inArray, isNull, lte, or } from "drizzle-orm";
import { creditLots } from "@db/schema/billing";
import { readAccount } from "@/features/auth/server";
import { getConfig } from "@/lib/config";
import { getDb, type Database } from "@/lib/db";
import { sendEmail, type EmailMessage } from "@/lib/delivery";
import { logger } from "@/lib/logger";
import { dueReminder, EXPIRY_REMINDER_DAYS, type ExpiryReminder } from "../model/credit-lots";
import { renderCreditsExpiringEmail } from "./render-credits-expiring-email";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Accounts without a real address (anonymous visitors) end in this reserved domain. */
const NO_MAILBOX = /\.invalid$/i;

/**
 * Emails a person whose credits expire within 7 days, and again within the last day: one email
 * per reminder and expiry date, for the sum of the credits left in those lots. Each lot is
 * reminded once per kind (its `reminded…At` column, set in the transaction that sends); a crash
 * between sending and committing sends it again on the next run (at least once, never skipped).
 * Visitors without an address get nothing until they have one. Returns how many emails it sent.
 */
export async function remindExpiringCredits(
  now: Date = new Date(),
  db: Database = getDb(),
  send: (message: EmailMessage) => Promise<void> = sendEmail,
): Promise<number> {
  const weekAhead = new Date(now.getTime() + EXPIRY_REMINDER_DAYS.week * DAY_MS);
  const dayAhead = new Date(now.getTime() + EXPIRY_REMINDER_DAYS.day * DAY_MS);
  const due = and(
    gt(creditLots.remaining, 0),
    gt(creditLots.expiresAt, now),
    lte(creditLots.expiresAt, weekAhead),
    or(isNull(creditLots.remindedWeekBeforeAt), and(lte(creditLots.expiresAt, dayAhead), isNull(creditLots.remindedDayBeforeAt))),
  );
  const people = await db.selectDistinct({ userId: creditLots.userId }).from(creditLots).where(due);
  let sent = 0;
  const failures: unknown[] = [];
  for (const { userId } of people) {
    try {
      sent += await remindPerson(userId);
    } catch (error) {
      // One undeliverable address must not hold back everyone after it; the run still fails (and is retried).
      logger.error({ err: error }, "credit expiry reminder failed");
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} credit expiry reminder(s) failed`);
  return sent;

  async function remindPerson(userId: string): Promise<number> {
    return db.transaction(async (tx) => {
      const lots = await tx
        .select()
        .from(creditLots)
        .where(and(eq(creditLots.userId, userId), due))
        .for("update");
      const groups = new Map<string, { reminder: ExpiryReminder; expiresAt: Date; credits: number; lotIds: string[] }>();
      for (const lot of lots) {
        const reminder = dueReminder(lot, now);
        if (!reminder) continue;
        const key = `${reminder}:${lot.expiresAt.toISOString().slice(0, 10)}`;
        const group = groups.get(key) ?? { reminder, expiresAt: lot.expiresAt, credits: 0, lotIds: [] };
        group.credits += lot.remaining;
        group.lotIds.push(lot.id);
        if (lot.expiresAt < group.expiresAt) group.expiresAt = lot.expiresAt;
        groups.set(key, group);
      }
      if (groups.size === 0) return 0;
      const account = await readAccount(userId, tx);
      if (!account || NO_MAILBOX.test(account.email)) return 0;
      for (const group of groups.values()) {
        await send(
          await renderCreditsExpiringEmail({
            to: account.email,
            locale: account.locale,
            reminder: group.reminder,
            credits: group.credits,
            expiresAt: group.expiresAt,
            origin: getConfig().PUBLIC_ORIGIN,
          }),
        );
        await tx
          .update(creditLots)
          .set(group.reminder === "week" ? { remindedWeekBeforeAt: now } : { remindedDayBeforeAt: now })
          .where(inArray(creditLots.id, group.lotIds));
      }
      return groups.size;
    });
  }
}
