/** The background jobs of the free-for-Ukraine programme, picked up by src/server/jobs.ts. */
export { sendDecisionEmailJob } from "./jobs/send-decision-email";
