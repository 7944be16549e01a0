/** The background jobs of identity, picked up by src/server/jobs.ts. */
export { purgeExpiredIdentityJob } from "./jobs/purge-expired-identity";
