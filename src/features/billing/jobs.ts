/** The background jobs of billing, picked up by src/server/jobs.ts. */
export { deliverSandboxWebhookJob } from "./jobs/deliver-sandbox-webhook";
export { expireCreditsJob } from "./jobs/expire-credits";
export { remindExpiringCreditsJob } from "./jobs/remind-expiring-credits";
export { wakeSubscriptionsJob } from "./jobs/wake-subscriptions";
export { remindTrialEndingJob } from "./jobs/remind-trial-ending";
export { sendReceiptJob } from "./jobs/send-receipt";
