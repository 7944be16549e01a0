import type { DeclineReason } from "./payment-provider";

/** What the sandbox does with a test card, decided from its number alone (like Stripe's test cards). */
export type CardBehaviour = "succeeds" | "declined" | "requires_authentication" | "insufficient_funds";

export const TEST_CARDS: Readonly<Record<string, CardBehaviour>> = {
  "4242424242424242": "succeeds",
  "4000000000000002": "declined",
  "4000002500003155": "requires_authentication",
  "4000000000009995": "insufficient_funds",
};

export interface CardInput {
  number: string;
  expMonth: number;
  /** Four digits (2029) or two (29). */
  expYear: number;
  cvc: string;
}

export type CardCheck =
  { ok: true; behaviour: CardBehaviour; last4: string; brand: "visa" } | { ok: false; reason: DeclineReason; message: string };

/** Digits only: spaces and dashes as people type them are dropped. */
export function normaliseCardNumber(number: string): string {
  return number.replace(/[\s-]/g, "");
}

export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card is good through the last day of its expiry month (UTC). */
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12 || !Number.isInteger(expYear)) return true;
  const year = expYear < 100 ? 2000 + expYear : expYear;
  const firstDayAfter = Date.UTC(year, expMonth, 1); // month is 0-based here: expMonth is the month after
  return now.getTime() >= firstDayAfter;
}

/**
 * Checks a card as the sandbox's hosted checkout receives it and says what will happen to it.
 * The number itself is never stored: only the behaviour and the last four digits.
 */
export function checkTestCard(card: CardInput, now: Date): CardCheck {
  const digits = normaliseCardNumber(card.number);
  if (!passesLuhn(digits)) return { ok: false, reason: "invalid_number", message: "The card number is not valid." };
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    return { ok: false, reason: "invalid_expiry_month", message: "The expiry month must be from 01 to 12." };
  }
  if (isExpired(card.expMonth, card.expYear, now)) return { ok: false, reason: "expired_card", message: "The card has expired." };
  if (!/^\d{3,4}$/.test(card.cvc)) return { ok: false, reason: "invalid_cvc", message: "The security code must be 3 or 4 digits." };
  const behaviour = TEST_CARDS[digits];
  if (!behaviour) return { ok: false, reason: "card_not_supported", message: "card not supported in test mode" };
  return { ok: true, behaviour, last4: digits.slice(-4), brand: "visa" };
}

/** The decline a card's behaviour leads to when it is charged (authentication aside). */
export function declineFor(behaviour: CardBehaviour): { reason: DeclineReason; message: string } | undefined {
  switch (behaviour) {
    case "declined":
      return { reason: "card_declined", message: "The card was declined." };
    case "insufficient_funds":
      return { reason: "insufficient_funds", message: "The card has insufficient funds." };
    default:
      return undefined;
  }
}
