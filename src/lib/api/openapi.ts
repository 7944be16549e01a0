import { z } from "@hono/zod-openapi";

export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.enum([
        "invalid_input",
        "unauthorized",
        "forbidden",
        "lesson_locked",
        "not_found",
        "already_subscribed",
        "method_not_allowed",
        "payload_too_large",
        "unsupported_media_type",
        "invalid_answers",
        "break_refused",
        "rate_limited",
        "internal",
        "unavailable",
      ]),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional().openapi({ description: "For 400: each failing field and what it expects." }),
      reason: z
        .string()
        .optional()
        .openapi({ description: "Why, for a refusal that has several causes (lesson_locked: premium | order)." }),
    }),
  })
  .openapi("Error");

const descriptions: Record<number, string> = {
  400: "Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header.",
  401: "No valid bearer id token.",
  403: "Not allowed for this caller (e.g. an anonymous user on a registered-only call).",
  404: "No such resource.",
  413: "Body over 64 KB.",
  409: "The caller already holds this (already_subscribed: a live subscription of the same product type; reason names its plan).",
  415: "Body is not application/json.",
  422: "The request is well formed but does not fit the resource (see code and reason).",
  429: "Too many requests; see Retry-After.",
  503: "The database is unreachable for a moment; try again after Retry-After seconds.",
};

/** The error answers a route can give, all with the same JSON shape. */
export function apiErrorResponses<S extends number>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: descriptions[status] ?? "Error.", content: { "application/json": { schema: apiErrorSchema } } },
    ]),
  ) as Record<S, { description: string; content: { "application/json": { schema: typeof apiErrorSchema } } }>;
}

/** The time-location header, a parameter of every call that needs a token. */
export const timeLocationParameter = {
  name: "X-Time-Location",
  in: "header",
  required: true,
  description: "The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it.",
  schema: { type: "string", example: "Europe/Kyiv" },
} as const;

interface DocumentOperation {
  security?: unknown[];
  parameters?: unknown[];
  responses?: Record<string, unknown>;
}

const errorResponse = (status: number) => ({
  description: descriptions[status] ?? "Error.",
  ...(status === 429 || status === 503
    ? { headers: { "Retry-After": { description: "Seconds to wait before trying again.", schema: { type: "integer", minimum: 1 } } } }
    : {}),
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

/**
 * What the shell adds to every route, written into the generated document so a client generated
 * from it knows: the X-Time-Location header and the 400/401 of every secured call, the 413/415
 * of every call with a body, the 429 of every secured write, and the 503 of every call that reads
 * or writes the database.
 */
export function completeApiDocument(input: object): Record<string, unknown> {
  const doc = structuredClone(input) as { paths?: Record<string, Record<string, unknown>>; components?: Record<string, unknown> };
  const components = (doc.components ?? {}) as Record<string, Record<string, unknown>>;
  components.parameters = { ...components.parameters, TimeLocation: timeLocationParameter };
  for (const item of Object.values(doc.paths ?? {})) {
    for (const [method, value] of Object.entries(item)) {
      if (!["get", "put", "post", "patch", "delete"].includes(method)) continue;
      const operation = value as DocumentOperation;
      const responses = (operation.responses ??= {});
      if (operation.security?.length) {
        operation.parameters = [...(operation.parameters ?? []), { $ref: "#/components/parameters/TimeLocation" }];
        responses["400"] ??= errorResponse(400);
        responses["401"] ??= errorResponse(401);
      }
      if (["put", "post", "patch"].includes(method)) {
        responses["413"] ??= errorResponse(413);
        responses["415"] ??= errorResponse(415);
      }
      if (operation.security?.length && ["put", "post", "patch", "delete"].includes(method)) responses["429"] ??= errorResponse(429);
      if (operation.security?.length) responses["503"] ??= errorResponse(503);
    }
  }
  return { ...doc, components };
}
