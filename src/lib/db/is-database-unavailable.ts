/** One answer to "is the database unreachable right now?" for the pool, the APIs and the pages. */
export { isDatabaseUnavailable as isDatabaseUnavailableError } from "@/lib/errors/database-unavailable";
