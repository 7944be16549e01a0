import pino from "pino";
import { getConfig } from "@/lib/config";

/** Structured JSON logs to stdout; one line per event, with a request id where there is one. */
export const logger = pino({
  level: getConfig().LOG_LEVEL,
  base: { service: "lingora" },
  timestamp: pino.stdTimeFunctions.isoTime,
  redact: { paths: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.email"], censor: "[redacted]" },
});

export { REQUEST_ID_HEADER, requestIdOf, resolveRequestId } from "./request-id";

/** A logger bound to one request. */
export function requestLogger(requestId: string | null | undefined) {
  return requestId ? logger.child({ reqId: requestId }) : logger;
}
