import "server-only";
import { purgeExpiredIdentityJob } from "@/features/auth/jobs";
import {
  deliverSandboxWebhookJob,
  expireCreditsJob,
  remindExpiringCreditsJob,
  remindTrialEndingJob,
  sendReceiptJob,
  wakeSubscriptionsJob,
} from "@/features/billing/jobs";
import { createAnalyticsPartitionsJob } from "@/features/growth/jobs";
import { sendDecisionEmailJob } from "@/features/ukraine/jobs";
import { getDb } from "@/lib/db";
import { defineJob, type JobDefinition } from "@/lib/jobs";
import { purgeExpiredRateLimits } from "@/lib/rate-limit";

/**
 * Rate-limit windows are counted by lib (every feature uses them), so their clean-up is declared
 * here, in the composition root, rather than in a feature that does not own them.
 */
const purgeExpiredRateLimitsJob = defineJob({
  name: "rate-limit.purge-expired",
  schedule: "35 * * * *",
  handler: async () => {
    await purgeExpiredRateLimits(getDb());
  },
});

/** Every background job: the in-process worker of `npm start` and `npm run worker` run these. */
export const jobs: readonly JobDefinition[] = [
  purgeExpiredIdentityJob,
  createAnalyticsPartitionsJob,
  purgeExpiredRateLimitsJob,
  expireCreditsJob,
  remindExpiringCreditsJob,
  wakeSubscriptionsJob,
  remindTrialEndingJob,
  deliverSandboxWebhookJob,
  sendReceiptJob,
  sendDecisionEmailJob,
];
