import { z } from "zod";

/**
 * Inputs of the billing admin (/admin/billing): the forms and the server functions share them.
 * A nonce comes with every form as it was rendered: a double submit carries the same one, so the
 * operation it names happens once (decision record 0019).
 */

export const ADMIN_REASON_MAX = 500;

/** Months an admin's credit grant lasts (the pack lifetime, 6, is the default). */
export const ADMIN_GRANT_MONTHS = [1, 3, 6, 12] as const;

/** At most this many credits in one grant (a typo guard, not a policy). */
export const ADMIN_GRANT_MAX = 200;

const reason = z.string().trim().min(1, "reasonRequired").max(ADMIN_REASON_MAX, "reasonTooLong");
const nonce = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "nonceInvalid");
const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "paymentNotFound");

/** Who to look up: an email address, or a user id as stored. */
export const lookupQuery = z
  .string()
  .trim()
  .min(1)
  .max(320)
  .transform((text): { by: "email" | "userId"; value: string } =>
    text.includes("@") ? { by: "email", value: text.toLowerCase() } : { by: "userId", value: text },
  );

export const refundPaymentInput = z.object({
  paymentId: uuid,
  /** The part to give back as typed ("4.99"); empty: all that is left. Converted with the payment's currency. */
  amount: z.string().trim().max(20).default(""),
  reason,
  nonce,
  cancelSubscription: z.boolean().default(false),
});
export type RefundPaymentInput = z.input<typeof refundPaymentInput>;

export const grantCreditsInput = z.object({
  userId: z.string().trim().min(1).max(100),
  amount: z.coerce.number().int("amountInvalid").min(1, "amountInvalid").max(ADMIN_GRANT_MAX, "amountTooLarge"),
  months: z.coerce
    .number()
    .refine(
      (value): value is (typeof ADMIN_GRANT_MONTHS)[number] => (ADMIN_GRANT_MONTHS as readonly number[]).includes(value),
      "monthsInvalid",
    ),
  reason,
  nonce,
});
export type AdminGrantInput = z.input<typeof grantCreditsInput>;

/**
 * A typed amount in major units ("4.99", "4,99", "5") → minor units for a currency with `digits`
 * decimals; null when it is not a plain positive amount with at most that many decimals.
 */
export function parseMajorAmount(text: string, digits: number): number | null {
  const normalized = text.trim().replace(",", ".");
  const pattern = digits === 0 ? /^\d{1,9}$/ : new RegExp(`^\\d{1,9}(\\.\\d{1,${digits}})?$`);
  if (!pattern.test(normalized)) return null;
  const [whole, fraction = ""] = normalized.split(".");
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, "0") || "0");
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}
