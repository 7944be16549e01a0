import "server-only";
import { getConfig } from "@/lib/config";
import { sendJob } from "@/lib/jobs";
import { runDelivery, type DeliveryJobData } from "./providers/job-delivery-scheduler";
import { sandboxWebhookSecret } from "./providers/sandbox-signature";
import { postSignedWebhook } from "./providers/webhook-delivery";

/** The job that makes one delivery of a sandbox webhook (jobs/deliver-sandbox-webhook.ts). */
export const DELIVER_SANDBOX_WEBHOOK_JOB = "billing.deliver-sandbox-webhook";

/** Our own webhook endpoint, where the sandbox (playing the provider) sends its events. */
export const sandboxWebhookUrl = () => new URL("/api/billing/webhooks/sandbox", getConfig().PUBLIC_ORIGIN).toString();

/** Queues one send as a run of the delivery job, due at `at`. */
export function queueSandboxDelivery(delivery: DeliveryJobData, at: Date): Promise<void> {
  return sendJob(DELIVER_SANDBOX_WEBHOOK_JOB, { ...delivery }, { startAfter: at });
}

/** One run of the delivery job: sign now, post, and queue the retry the policy asks for. */
export async function deliverSandboxWebhook(delivery: DeliveryJobData): Promise<void> {
  const secret = sandboxWebhookSecret(getConfig());
  if (!secret) throw new Error("the sandbox has no webhook secret");
  await runDelivery(delivery, {
    post: (rawBody) => postSignedWebhook({ url: sandboxWebhookUrl(), rawBody, secret, now: new Date() }),
    queue: queueSandboxDelivery,
    now: () => new Date(),
  });
}
