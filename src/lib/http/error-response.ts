import { toErrorBody } from "@/lib/errors";
import { REQUEST_ID_HEADER, requestIdOf, requestLogger } from "@/lib/logger";
import { PRIVATE_CACHE_CONTROL } from "./cache-control";

/**
 * The one error answer of our JSON APIs (/v1 and the /api edge): `{ "error": { code, message,
 * fields? } }` with the AppError's status (an unreachable database is 503 + Retry-After, anything
 * unknown a 500 that says nothing), never cached, with the request id in the `x-request-id` header
 * and in the log line: failures (5xx) as errors, refusals (4xx) as info.
 */
export function errorResponse(error: unknown, request: Request, requestId = requestIdOf(request)): Response {
  const mapped = toErrorBody(error);
  const log = requestLogger(requestId);
  const where = { method: request.method, path: new URL(request.url).pathname };
  if (mapped.status >= 500) log.error({ err: error, ...where }, "request failed");
  else log.info({ code: mapped.body.error.code, ...where }, "request rejected");
  return Response.json(mapped.body, {
    status: mapped.status,
    headers: { ...mapped.headers, "Cache-Control": PRIVATE_CACHE_CONTROL, [REQUEST_ID_HEADER]: requestId },
  });
}
