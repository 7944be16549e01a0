/** PostgreSQL SQLSTATEs that mean "the server is going away or refuses connections", not "your query is wrong". */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);
/** Node's socket errors when the server is not there. */
const UNAVAILABLE_NODE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
/** What pg and pg-pool say, without a code, when a connection cannot be made or is cut. */
const UNAVAILABLE_MESSAGES = [/^Connection terminated/i, /timeout exceeded when trying to connect/i, /Client has encountered a connection error/i];

function isUnavailableItself(error: object): boolean {
  const code = "code" in error && typeof error.code === "string" ? error.code : "";
  if (UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || UNAVAILABLE_NODE_CODES.has(code)) return true;
  const message = "message" in error && typeof error.message === "string" ? error.message : "";
  return !code && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * Whether an error means the database cannot be reached right now (down, restarting, refusing
 * connections, out of connection slots), so the answer is "try again shortly" (503), not a bug.
 * Looks through wrappers (drizzle's DrizzleQueryError, `cause` chains, AggregateError).
 */
export function isDatabaseUnavailableError(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length) {
    const current = queue.shift();
    if (!current || typeof current !== "object" || seen.has(current)) continue;
    seen.add(current);
    if (isUnavailableItself(current)) return true;
    if ("cause" in current) queue.push(current.cause);
    if ("errors" in current && Array.isArray(current.errors)) queue.push(...(current.errors as unknown[]));
  }
  return false;
}
