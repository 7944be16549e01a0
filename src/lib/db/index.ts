export { createDb, createPool, getDb, getPool, type Database } from "./client";
export { DATABASE_RETRY_AFTER_SECONDS, isDatabaseKnownDown } from "./availability";
export { isDatabaseUnavailableError } from "./is-database-unavailable";
