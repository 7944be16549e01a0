import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "./database-unavailable";

export const errorStatus = {
  invalid_input: 400,
  unauthorized: 401,
  forbidden: 403,
  /** A lesson the learner may not open yet (`reason`: "premium" | "order"). */
  lesson_locked: 403,
  not_found: 404,
  /** A checkout for what the person already holds (a live subscription of the same product type). */
  already_subscribed: 409,
  method_not_allowed: 405,
  payload_too_large: 413,
  unsupported_media_type: 415,
  /** Results whose answers do not fit the item (`reason`: unknown_exercise, missing_answer, duplicate_answer). */
  invalid_answers: 422,
  /** A planned break that cannot be taken as announced (`reason`: bad-length, not-in-advance, bad-day, overlaps). */
  break_refused: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** The one error type that crosses a boundary: a code, its HTTP status and a message safe to show. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: { fields?: Record<string, string>; retryAfterSeconds?: number; reason?: string },
  ) {
    super(message);
    this.name = "AppError";
    this.status = errorStatus[code];
  }
}

export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string>; reason?: string };
}

/** An unreachable database is a 503 the caller can retry, whichever API it comes through. */
export function databaseUnavailableError(): AppError {
  return new AppError("unavailable", "The service is temporarily unavailable; your data is safe. Try again in a moment.", {
    retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
  });
}

/** Maps any thrown value to the JSON error body; unknown errors never leak their message. */
export function toErrorBody(error: unknown): { status: number; body: ErrorBody; headers: Record<string, string> } {
  if (!(error instanceof AppError) && isDatabaseUnavailable(error)) return toErrorBody(databaseUnavailableError());
  if (error instanceof AppError) {
    const headers: Record<string, string> = {};
    if (error.details?.retryAfterSeconds) headers["Retry-After"] = String(error.details.retryAfterSeconds);
    return {
      status: error.status,
      headers,
      body: {
        error: {
          code: error.code,
          message: error.message,
          ...(error.details?.fields ? { fields: error.details.fields } : {}),
          ...(error.details?.reason ? { reason: error.details.reason } : {}),
        },
      },
    };
  }
  return { status: 500, headers: {}, body: { error: { code: "internal", message: "Something went wrong." } } };
}
