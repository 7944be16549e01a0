import { z } from "zod";
import { APPLICATION_LIMITS, type ApplicationStatus } from "./application";

export const DECISIONS = ["approve", "reject"] as const;
export type Decision = (typeof DECISIONS)[number];

export type DecisionResult = { ok: true; status: ApplicationStatus; freeForUkraine: boolean } | { ok: false; refusal: "already_decided" };

/**
 * The application's status machine (spec section 6: APPROVED, PENDING, REJECTED). Only a pending
 * application is decided: approval grants free_for_ukraine, rejection leaves it off. A decided
 * application is final; the person may apply again after a rejection (see canApply).
 */
export function decide(status: ApplicationStatus, decision: Decision): DecisionResult {
  if (status !== "PENDING") return { ok: false, refusal: "already_decided" };
  return decision === "approve"
    ? { ok: true, status: "APPROVED", freeForUkraine: true }
    : { ok: true, status: "REJECTED", freeForUkraine: false };
}

export type ApplyGate = { open: true } | { open: false; reason: "closed" | "pending" | "approved" | "member" };

/**
 * Whether the person may send a new application, given their latest one, the programme flag and
 * whether their profile already has free_for_ukraine: one open (PENDING) application per person,
 * none once approved or once they have the programme some other way (support, a grant before
 * applications); after a rejection they may apply again while the programme is open.
 */
export function canApply(latest: ApplicationStatus | null, programmeOpen: boolean, hasProgramme = false): ApplyGate {
  if (latest === "PENDING") return { open: false, reason: "pending" };
  if (latest === "APPROVED") return { open: false, reason: "approved" };
  if (hasProgramme) return { open: false, reason: "member" };
  return programmeOpen ? { open: true } : { open: false, reason: "closed" };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What an admin's decision form posts; error messages are ids under `adminFreeForUkraine.errors`. */
export const decisionInput = z.object({
  applicationId: z.string().regex(UUID, "notFound"),
  decision: z.enum(DECISIONS, "invalid"),
  reason: z.string().trim().min(1, "reasonRequired").max(APPLICATION_LIMITS.reasonMax, "reasonTooLong"),
  nonce: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "nonceInvalid"),
});
export type DecisionInput = z.input<typeof decisionInput>;
