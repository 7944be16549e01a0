import "server-only";
import { defineJob } from "@/lib/jobs";
import { remindExpiringCredits } from "../server/remind-expiring-credits";

/** Hourly: a person hears about credits expiring within 7 days, and again within the last day. */
export const remindExpiringCreditsJob = defineJob({
  name: "billing.remind-expiring-credits",
  schedule: "40 * * * *",
  handler: async () => {
    await remindExpiringCredits();
  },
});
