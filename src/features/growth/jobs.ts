/** The background jobs of growth, picked up by src/server/jobs.ts. */
export { createAnalyticsPartitionsJob } from "./jobs/create-analytics-partitions";
