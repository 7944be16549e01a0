import { Hono } from "hono";
import { AppError } from "@/lib/errors";
import { REQUEST_ID_HEADER, requestIdOf } from "@/lib/logger";
import { errorResponse } from "./error-response";

export type RouteParams = Record<string, string>;
export type HttpHandler = (request: Request, params: RouteParams) => Promise<Response> | Response;

/** One endpoint of the edge: a method, a Hono path (`/api/growth/api/eval/:clientKey`) and the feature's handler. */
export interface HttpRoute {
  method: "GET" | "POST";
  path: string;
  handler: HttpHandler;
}

/**
 * The HTTP edge of every endpoint outside /v1 and the identity service (`/api/*`, `/healthz`,
 * `/readyz`): one Hono app over the route list of src/server. Every answer carries the request
 * id; whatever a handler throws, an unknown path (404) and a method the path does not take (405
 * with Allow; OPTIONS answers 204 with Allow, as Next did) are answered by the one error mapper.
 */
export function createHttpEdge(routes: readonly HttpRoute[]) {
  const app = new Hono<{ Variables: { requestId: string } }>();
  app.use("*", async (c, next) => {
    const requestId = requestIdOf(c.req.raw);
    c.set("requestId", requestId);
    await next();
    try {
      c.res.headers.set(REQUEST_ID_HEADER, requestId);
    } catch {
      // Response.redirect() makes immutable headers: answer with a copy.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set(REQUEST_ID_HEADER, requestId);
    }
  });
  app.onError((error, c) => errorResponse(error, c.req.raw, c.get("requestId")));
  app.notFound((c) => errorResponse(new AppError("not_found", "There is no such endpoint."), c.req.raw, c.get("requestId")));

  const methods = new Map<string, Set<string>>();
  for (const route of routes) {
    app.on(route.method, route.path, (c) => route.handler(c.req.raw, c.req.param()));
    methods.set(route.path, (methods.get(route.path) ?? new Set(["OPTIONS"])).add(route.method));
  }
  for (const [path, allowed] of methods) {
    if (allowed.has("GET")) allowed.add("HEAD");
    const allow = [...allowed].join(", ");
    app.all(path, (c) => {
      if (c.req.method === "OPTIONS") return new Response(null, { status: 204, headers: { Allow: allow } });
      const response = errorResponse(
        new AppError("method_not_allowed", `The method ${c.req.method} is not allowed here.`),
        c.req.raw,
        c.get("requestId"),
      );
      response.headers.set("Allow", allow);
      return response;
    });
  }
  return app;
}
