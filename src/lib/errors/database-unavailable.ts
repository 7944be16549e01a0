/**
 * Whether an error means "the database cannot be reached right now" (as opposed to a bug or bad
 * input): refused or dropped connections, a server shutting down or starting, too many clients,
 * a connect timeout. Follows `cause` chains (drizzle wraps driver errors) and AggregateErrors
 * (Node tries every address of localhost). Every API maps this one answer to 503 + Retry-After.
 */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);
// SQLSTATE: 08xxx connection exceptions, 53300 too many connections, 57P01–57P03 shutdown / cannot connect now.
const SQLSTATE = /^(08...|53300|57P0[123])$/;
const MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|terminating connection/i;

export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 8) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === "string" && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
  if (typeof message === "string" && MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
