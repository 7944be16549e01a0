import { getConfig, trustedOrigins } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { PRIVATE_CACHE_CONTROL } from "./cache-control";
import type { HttpHandler, RouteParams } from "./http-edge";

/**
 * Cookie-authenticated mutations only from our own pages: a browser always sends Origin on a
 * cross-site POST, so a foreign Origin is refused (CSRF defence next to SameSite=Lax cookies).
 */
export function assertSameOrigin(request: Request, trusted: readonly string[]): void {
  if (request.method === "GET" || request.method === "HEAD") return;
  const origin = request.headers.get("origin");
  if (origin && !trusted.includes(origin)) throw new AppError("forbidden", "Cross-site requests are not allowed.");
}

/**
 * A JSON endpoint of the /api edge from a function that returns its status and body: writes only
 * from our own origins, answers never cached. What it throws is answered by the edge's error mapper.
 */
export function jsonRoute(handler: (request: Request, params: RouteParams) => Promise<{ status?: number; body: unknown }>): HttpHandler {
  return async (request, params) => {
    assertSameOrigin(request, trustedOrigins(getConfig()));
    const { status = 200, body } = await handler(request, params);
    return Response.json(body, { status, headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } });
  };
}
