import "server-only";
import { defineJob } from "@/lib/jobs";
import { SEND_RECEIPT_JOB, sendReceiptEmail } from "../server/receipt-email-job";

/** Emails one receipt; queued in the transaction that records the payment (never on a schedule). */
export const sendReceiptJob = defineJob({
  name: SEND_RECEIPT_JOB,
  options: { policy: "standard", retryLimit: 5, retryDelay: 60 },
  handler: async ({ data }) => {
    if (typeof data.paymentId !== "string") throw new TypeError("a receipt run needs a paymentId");
    await sendReceiptEmail(data.paymentId);
  },
});
