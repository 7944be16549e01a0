/**
 * The cancel flow, built from the spec's quiz step types (section 3, "Quiz step types"): the
 * reason is a "single choice" with a "cancel text field" for an optional comment; the pause and
 * plan offers are "change subscription" steps; the last step confirms and says a "cancel email"
 * follows. Offers that cannot apply are left out, so the flow is never longer than buying was
 * (decision record 0018).
 */
export const CANCEL_REASONS = [
  "too_expensive",
  "not_using",
  "missing_features",
  "technical_problems",
  "found_alternative",
  "temporary",
  "other",
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** At most this many characters in the optional comment. */
export const CANCEL_COMMENT_MAX = 500;

export type CancelStep = "reason" | "pauseOffer" | "planOffer" | "confirm";
export type QuizStepType = "single choice" | "cancel text field" | "change subscription" | "cancel email";

/** Each step and the spec's quiz step types it is made of. */
export const CANCEL_STEP_TYPES: Record<CancelStep, readonly QuizStepType[]> = {
  reason: ["single choice", "cancel text field"],
  pauseOffer: ["change subscription"],
  planOffer: ["change subscription"],
  confirm: ["cancel email"],
};

/** Steps to buy a subscription: the plans, checkout, paying, the success page. Cancelling never takes more. */
export const PURCHASE_STEP_COUNT = 4;

/**
 * The steps for one subscription: the pause offer only where a pause is possible, the plan offer
 * only when a cheaper plan of the same product exists.
 */
export function cancelFlowSteps(input: { canPause: boolean; hasCheaperPlan: boolean }): CancelStep[] {
  return [
    "reason",
    ...(input.canPause ? (["pauseOffer"] as const) : []),
    ...(input.hasCheaperPlan ? (["planOffer"] as const) : []),
    "confirm",
  ];
}

/** The step after `step`, or null after the last one. */
export function stepAfter(steps: readonly CancelStep[], step: CancelStep): CancelStep | null {
  const index = steps.indexOf(step);
  return index < 0 ? null : (steps[index + 1] ?? null);
}

/** The step before `step`, or null on the first one. */
export function stepBefore(steps: readonly CancelStep[], step: CancelStep): CancelStep | null {
  const index = steps.indexOf(step);
  return index <= 0 ? null : steps[index - 1]!;
}

/** The body of POST /v1/billing/subscriptions/{id}/cancel: the reason, and the comment when one was written. */
export function cancelBody(reason: CancelReason, comment: string): { reason: CancelReason; comment?: string } {
  const trimmed = comment.trim().slice(0, CANCEL_COMMENT_MAX);
  return trimmed === "" ? { reason } : { reason, comment: trimmed };
}
