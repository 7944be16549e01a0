import { NextResponse } from "next/server";
import { getConfig, trustedOrigins } from "@/lib/config";
import { AppError, toErrorBody } from "@/lib/errors";
import { REQUEST_ID_HEADER, requestLogger } from "@/lib/logger";
import { PRIVATE_CACHE_CONTROL } from "./cache-control";
import { checkJsonText, nulFields } from "./json-body";

export const MAX_JSON_BODY_BYTES = 64 * 1024;

/** Reads a JSON request body: 415 for another content type, 413 past the size limit, 400 if not JSON or a string holds NUL. */
export async function readJsonBody(request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<unknown> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(contentType)) {
    throw new AppError("unsupported_media_type", "Send the body as application/json.");
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new AppError("payload_too_large", "The request body is too large.");
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBytes) throw new AppError("payload_too_large", "The request body is too large.");
  const check = checkJsonText(text);
  if (check.ok) return check.value;
  if (check.reason === "not_json") throw new AppError("invalid_input", "The request body is not valid JSON.");
  throw new AppError("invalid_input", "The request is not valid.", { fields: nulFields("body", check.paths) });
}

/**
 * Cookie-authenticated mutations only from our own pages: a browser always sends Origin on a
 * cross-site POST, so a foreign Origin is refused (CSRF defence next to SameSite=Lax cookies).
 */
export function assertSameOrigin(request: Request, trusted: readonly string[]): void {
  if (request.method === "GET" || request.method === "HEAD") return;
  const origin = request.headers.get("origin");
  if (origin && !trusted.includes(origin)) throw new AppError("forbidden", "Cross-site requests are not allowed.");
}

/** Wraps a JSON route handler: maps errors once, never caches, logs failures with the request id. */
export function jsonRoute(handler: (request: Request) => Promise<{ status?: number; body: unknown }>) {
  return async (request: Request): Promise<Response> => {
    const requestId = request.headers.get(REQUEST_ID_HEADER) ?? crypto.randomUUID();
    const log = requestLogger(requestId);
    try {
      assertSameOrigin(request, trustedOrigins(getConfig()));
      const { status = 200, body } = await handler(request);
      return NextResponse.json(body, {
        status,
        headers: { "Cache-Control": PRIVATE_CACHE_CONTROL, [REQUEST_ID_HEADER]: requestId },
      });
    } catch (error) {
      const mapped = toErrorBody(error);
      if (mapped.status >= 500) log.error({ err: error, path: new URL(request.url).pathname }, "request failed");
      else log.info({ code: mapped.body.error.code, path: new URL(request.url).pathname }, "request rejected");
      return NextResponse.json(mapped.body, {
        status: mapped.status,
        headers: { ...mapped.headers, "Cache-Control": PRIVATE_CACHE_CONTROL, [REQUEST_ID_HEADER]: requestId },
      });
    }
  };
}
