import { z } from "@hono/zod-openapi";

export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.enum(["invalid_input", "unauthorized", "forbidden", "not_found", "payload_too_large", "unsupported_media_type", "rate_limited", "internal", "unavailable"]),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional().openapi({ description: "For 400: each failing field and what it expects." }),
    }),
  })
  .openapi("Error");

const descriptions: Record<number, string> = {
  400: "Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header.",
  401: "No valid bearer id token.",
  403: "Not allowed for this caller (e.g. an anonymous user on a registered-only call).",
  404: "No such resource.",
  413: "Body over 64 KB.",
  415: "Body is not application/json.",
  429: "Too many requests; see Retry-After.",
};

/** The error answers a route can give, all with the same JSON shape. */
export function apiErrorResponses<S extends number>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, { description: descriptions[status] ?? "Error.", content: { "application/json": { schema: apiErrorSchema } } }]),
  ) as Record<S, { description: string; content: { "application/json": { schema: typeof apiErrorSchema } } }>;
}
