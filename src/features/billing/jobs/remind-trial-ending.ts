import "server-only";
import { defineJob } from "@/lib/jobs";
import { remindTrialEnding } from "../server/remind-trial-ending";

/** Hourly: "your trial ends in 3 days", once per trial. */
export const remindTrialEndingJob = defineJob({
  name: "billing.remind-trial-ending",
  schedule: "20 * * * *",
  handler: async () => {
    await remindTrialEnding();
  },
});
