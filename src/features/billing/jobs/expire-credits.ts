import "server-only";
import { defineJob } from "@/lib/jobs";
import { expireCredits } from "../server/expire-credits";

/** Hourly, and at start: a lot is expired within the hour after its expiry (spends stop at the expiry instant itself). */
export const expireCreditsJob = defineJob({
  name: "billing.expire-credits",
  schedule: "10 * * * *",
  runAtStart: true,
  handler: async () => {
    await expireCredits();
  },
});
