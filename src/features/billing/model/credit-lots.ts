/**
 * The credit wallet's rules, pure (decision record 0012). Credits come in lots; a spend takes the
 * lot that expires first (ties: the oldest, then the lowest id), and a lot is spendable while
 * `now` is before its expiry. Every function takes `now`: nothing here reads a clock.
 *
 * Lifetimes:
 * - subscription credits last until the end of the period they were granted for plus
 *   {@link SUBSCRIPTION_CREDIT_GRACE_DAYS} days (a renewal a few days late loses nothing);
 * - pack credits last {@link PACK_CREDIT_MONTHS} calendar months from the purchase;
 * - refunded credits go back to the lots they came from; those parts whose lot has expired meanwhile
 *   come back as a new lot lasting {@link REFUND_CREDIT_DAYS} days;
 * - admin grants last as long as the admin chooses.
 */

/** What a lesson costs in credits, by its length in minutes. */
export const LESSON_CREDIT_COST = { 25: 1, 50: 2 } as const;
export type LessonMinutes = keyof typeof LESSON_CREDIT_COST;

export const SUBSCRIPTION_CREDIT_GRACE_DAYS = 7;
export const PACK_CREDIT_MONTHS = 6;
export const REFUND_CREDIT_DAYS = 30;

export type CreditSource = "subscription" | "pack" | "admin" | "refund";

export interface CreditLot {
  id: string;
  remaining: number;
  expiresAt: Date;
  createdAt: Date;
}

/** A part of a spend or a refund: so many credits from (or back to) one lot. */
export interface LotShare {
  lotId: string;
  amount: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The credits a lesson of this length costs. */
export function lessonCreditCost(minutes: LessonMinutes): number {
  return LESSON_CREDIT_COST[minutes];
}

/** When credits granted for a subscription period ending at `periodEnd` expire. */
export function subscriptionCreditsExpireAt(periodEnd: Date): Date {
  return new Date(periodEnd.getTime() + SUBSCRIPTION_CREDIT_GRACE_DAYS * DAY_MS);
}

/** When credits of a pack bought at `purchasedAt` expire (calendar months, UTC; 31 August + 6 → 28/29 February). */
export function packCreditsExpireAt(purchasedAt: Date): Date {
  const target = new Date(purchasedAt.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + PACK_CREDIT_MONTHS);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** When credits refunded at `now` into a new lot expire. */
export function refundCreditsExpireAt(now: Date): Date {
  return new Date(now.getTime() + REFUND_CREDIT_DAYS * DAY_MS);
}

/** Whether the lot's credits can still be spent at `now` (expiry is exclusive: at `expiresAt` they are gone). */
export function isLotLive(lot: Pick<CreditLot, "expiresAt">, now: Date): boolean {
  return lot.expiresAt.getTime() > now.getTime();
}

/** The order a spend takes lots in: first to expire first; ties by the oldest, then by id. */
export function compareSpendOrder(a: CreditLot, b: CreditLot): number {
  return (
    a.expiresAt.getTime() - b.expiresAt.getTime() ||
    a.createdAt.getTime() - b.createdAt.getTime() ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** The lots with credits left at `now`, in spend order. */
export function liveLots<T extends CreditLot>(lots: readonly T[], now: Date): T[] {
  return lots.filter((lot) => lot.remaining > 0 && isLotLive(lot, now)).sort(compareSpendOrder);
}

/** The credits a person can spend at `now`. */
export function balanceAt(lots: readonly CreditLot[], now: Date): number {
  return liveLots(lots, now).reduce((sum, lot) => sum + lot.remaining, 0);
}

export type SpendPlan = { ok: true; shares: LotShare[] } | { ok: false; balance: number };

/** Which lots a spend of `amount` takes at `now`, or that the balance is short (nothing is taken then). */
export function planSpend(lots: readonly CreditLot[], amount: number, now: Date): SpendPlan {
  assertPositiveWhole(amount);
  const shares: LotShare[] = [];
  let left = amount;
  for (const lot of liveLots(lots, now)) {
    if (left === 0) break;
    const take = Math.min(left, lot.remaining);
    shares.push({ lotId: lot.id, amount: take });
    left -= take;
  }
  return left === 0 ? { ok: true, shares } : { ok: false, balance: balanceAt(lots, now) };
}

/** The lots whose credits expired by `now` and still count some: each gets one expiry entry. */
export function lotsToExpire<T extends CreditLot>(lots: readonly T[], now: Date): T[] {
  return lots.filter((lot) => lot.remaining > 0 && !isLotLive(lot, now)).sort(compareSpendOrder);
}

export interface RefundPlan {
  /** Credits going back to lots that are still live. */
  restore: LotShare[];
  /** Credits whose lot has expired: they come back as one new lot ({@link refundCreditsExpireAt}). */
  newLotAmount: number;
}

/** Where the credits of a spend go back to at `now`: their own lot while it lives, else a new lot. */
export function planRefund(taken: readonly (LotShare & Pick<CreditLot, "expiresAt">)[], now: Date): RefundPlan {
  const restore: LotShare[] = [];
  let newLotAmount = 0;
  for (const share of taken) {
    if (isLotLive(share, now)) restore.push({ lotId: share.lotId, amount: share.amount });
    else newLotAmount += share.amount;
  }
  return { restore, newLotAmount };
}

function assertPositiveWhole(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`A credit amount is a whole number above 0, not ${amount}`);
}

/** Reminders before credits expire: a week before, and the day before. */
export type ExpiryReminder = "week" | "day";
export const EXPIRY_REMINDER_DAYS: Record<ExpiryReminder, number> = { week: 7, day: 1 };

export interface RemindableLot extends CreditLot {
  remindedWeekBeforeAt: Date | null;
  remindedDayBeforeAt: Date | null;
}

/**
 * The reminder a live lot with credits is due at `now`, if any: "day" within a day of its expiry
 * (unless sent), else "week" within 7 days (unless sent). A lot granted 3 days before it expires
 * gets only the 1-day reminder when the time comes, never two emails at once.
 */
export function dueReminder(lot: RemindableLot, now: Date): ExpiryReminder | null {
  if (lot.remaining <= 0 || !isLotLive(lot, now)) return null;
  const left = lot.expiresAt.getTime() - now.getTime();
  if (left <= EXPIRY_REMINDER_DAYS.day * DAY_MS) return lot.remindedDayBeforeAt ? null : "day";
  if (left <= EXPIRY_REMINDER_DAYS.week * DAY_MS) return lot.remindedWeekBeforeAt ? null : "week";
  return null;
}
