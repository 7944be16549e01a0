import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { AppError, errorStatus, type ErrorCode } from "@/lib/errors";
import { errorResponse as edgeErrorResponse } from "@/lib/http/error-response";

/** The JSON error answer of the product API: the one mapper of src/lib/http/error-response.ts, Hono's own errors given our codes. */
export function errorResponse(c: Context, error: unknown): Response {
  const requestId = c.get("requestId") as string | undefined;
  return edgeErrorResponse(error instanceof HTTPException ? fromHttpException(error) : error, c.req.raw, requestId);
}

/** zod issues → `{ "body.value": "message" }` for the 400 answer. */
export function fieldsFromIssues(
  target: string,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = [target, ...issue.path.map(String)].join(".");
    fields[key] ??= issue.message;
  }
  return fields;
}

export function invalidInput(target: string, issues: readonly { path: readonly PropertyKey[]; message: string }[]): AppError {
  return new AppError("invalid_input", "The request is not valid.", { fields: fieldsFromIssues(target, issues) });
}

/** Hono's own errors (malformed JSON, body limit) carry a status; give them our code for it. */
function fromHttpException(error: HTTPException): AppError | HTTPException {
  const code = (Object.keys(errorStatus) as ErrorCode[]).find((key) => errorStatus[key] === error.status);
  if (!code || error.status >= 500) return error;
  const message = error.status === 400 ? "The request body is not valid JSON." : error.message || code;
  return new AppError(code, message);
}
