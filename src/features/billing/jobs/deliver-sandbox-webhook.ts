import "server-only";
import { defineJob } from "@/lib/jobs";
import { parseDeliveryJob } from "../server/providers/job-delivery-scheduler";
import { DELIVER_SANDBOX_WEBHOOK_JOB, deliverSandboxWebhook } from "../server/sandbox-webhook-delivery";

/**
 * One delivery of a sandbox webhook to our endpoint (sent by the sandbox provider, never on a
 * schedule). A standard queue: every send is its own run. The sandbox's own policy does the
 * retries; the queue retries a run only if it could not even queue the next attempt.
 */
export const deliverSandboxWebhookJob = defineJob({
  name: DELIVER_SANDBOX_WEBHOOK_JOB,
  options: { policy: "standard", retryLimit: 3, retryDelay: 30, expireInSeconds: 60, deleteAfterSeconds: 24 * 60 * 60 },
  handler: async ({ data }) => {
    await deliverSandboxWebhook(parseDeliveryJob(data));
  },
});
