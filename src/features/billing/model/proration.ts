/**
 * Proration in integer minor units. The remaining fraction of the period is exact (milliseconds
 * left ÷ period length, computed with BigInt so no float error creeps in), and every result is
 * rounded toward zero to a whole minor unit: a charge never exceeds the exact amount and a credit
 * never exceeds it either (at most one minor unit in our favour on credits, in the buyer's on charges).
 */
export interface ProrationWindow {
  periodStart: Date;
  periodEnd: Date;
  /** When the change happens; clamped into the period. */
  at: Date;
}

function remaining(window: ProrationWindow): { left: bigint; length: bigint } {
  const start = window.periodStart.getTime();
  const end = window.periodEnd.getTime();
  if (!(end > start)) throw new RangeError("A period must end after it starts");
  const at = Math.min(Math.max(window.at.getTime(), start), end);
  return { left: BigInt(end - at), length: BigInt(end - start) };
}

/** `amount` × remaining fraction, toward zero (BigInt division truncates). */
export function prorate(amountMinor: number, window: ProrationWindow): number {
  if (!Number.isInteger(amountMinor)) throw new RangeError("Amounts are integer minor units");
  const { left, length } = remaining(window);
  return Number((BigInt(amountMinor) * left) / length);
}

/**
 * Whole things (credits) for the rest of a period, to the nearest one: an upgrade with 99.99 % of
 * the period left, charged 99.99 % of the difference, brings all 4 extra credits, not 3 (money in
 * minor units is cut down by `prorate`, which loses at most one minor unit; a credit is worth far more).
 */
export function prorateCount(count: number, window: ProrationWindow): number {
  if (!Number.isInteger(count)) throw new RangeError("Counts are integers");
  const { left, length } = remaining(window);
  return Number((2n * BigInt(count) * left + length) / (2n * length));
}

/** Upgrade within the same period length: remaining fraction × (new price − price paid for this period). */
export function prorateDifference(fromMinor: number, toMinor: number, window: ProrationWindow): number {
  return prorate(toMinor - fromMinor, window);
}

/** Upgrade to a plan of another period length: its full price now, less the unused part of what was paid (never below 0). */
export function restartCharge(fromPaidMinor: number, toMinor: number, window: ProrationWindow): number {
  return Math.max(0, toMinor - prorate(fromPaidMinor, window));
}
