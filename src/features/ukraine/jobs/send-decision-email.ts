import "server-only";
import { defineJob } from "@/lib/jobs";
import { SEND_DECISION_EMAIL_JOB, sendDecisionEmail } from "../server/decision-email";

/** Emails an applicant the decision; queued in the transaction that records it (never on a schedule). */
export const sendDecisionEmailJob = defineJob({
  name: SEND_DECISION_EMAIL_JOB,
  options: { policy: "standard", retryLimit: 5, retryDelay: 60 },
  handler: async ({ data }) => {
    if (typeof data.applicationId !== "string") throw new TypeError("a decision email needs an applicationId");
    await sendDecisionEmail(data.applicationId);
  },
});
