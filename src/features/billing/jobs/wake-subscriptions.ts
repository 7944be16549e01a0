import "server-only";
import { defineJob } from "@/lib/jobs";
import { wakeSubscriptions } from "../server/wake-subscriptions";

/** Every 5 minutes, and at start: trial ends, renewals, dunning retries and the ends of pauses (decision record 0017). */
export const wakeSubscriptionsJob = defineJob({
  name: "billing.wake-subscriptions",
  schedule: "*/5 * * * *",
  runAtStart: true,
  handler: async () => {
    await wakeSubscriptions();
  },
});
