import { OpenAPIHono } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "@/lib/errors";
import { PRIVATE_CACHE_CONTROL } from "@/lib/http/cache-control";
import { assertJsonContentType, parseJsonBody } from "@/lib/http/json-body";
import { REQUEST_ID_HEADER, requestIdOf } from "@/lib/logger";
import { errorResponse, invalidInput } from "./api-errors";
import { isValidTimeZone, TIME_LOCATION_HEADER } from "./time-location";

export const MAX_API_BODY_BYTES = 64 * 1024;

/** Who calls: the verified id token's subject. Anonymous visitors have tokens too. */
export interface ApiCaller {
  sub: string;
  isAnonymous: boolean;
  email: string | null;
}

export interface ApiEnv {
  Variables: { caller: ApiCaller; timeZone: string; requestId: string };
}

export type VerifyBearer = (headers: Headers) => Promise<ApiCaller | null>;

/** An OpenAPIHono whose validation failures answer our 400 shape with the failing fields. */
export function createRouter() {
  return new OpenAPIHono<ApiEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return errorResponse(c, invalidInput(result.target, result.error.issues));
    },
  });
}

/**
 * The product API shell: JSON errors for everything (404 unknown route, 413 body over 64 KB, 415
 * not JSON, 500 never with details), no caching, and on every route under `protect` the bearer id
 * token (401) and a valid X-Time-Location (400); writes are limited per caller (429).
 */
/** Counts one write of a caller; `allowed: false` answers 429 with Retry-After. */
export type LimitWrites = (caller: ApiCaller) => Promise<{ allowed: boolean; retryAfterSeconds: number }>;

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function createApiApp(options: { basePath: string; verifyBearer: VerifyBearer; publicPaths?: string[]; limitWrites?: LimitWrites }) {
  const app = createRouter().basePath(options.basePath);
  app.onError((error, c) => errorResponse(c, error));
  app.notFound((c) => errorResponse(c, new AppError("not_found", "There is no such endpoint.")));
  app.use("*", async (c, next) => {
    const requestId = requestIdOf(c.req.raw);
    c.set("requestId", requestId);
    await next();
    c.header("Cache-Control", PRIVATE_CACHE_CONTROL);
    c.header(REQUEST_ID_HEADER, requestId);
  });
  app.use(
    "*",
    bodyLimit({
      maxSize: MAX_API_BODY_BYTES,
      onError: (c) => errorResponse(c, new AppError("payload_too_large", "The request body is larger than 64 KB.")),
    }),
  );
  app.use("*", requireJsonBody);
  const publicPaths = new Set((options.publicPaths ?? []).map((p) => `${options.basePath}${p}`));
  app.use("*", async (c, next) => {
    if (publicPaths.has(c.req.path)) return next();
    const caller = await options.verifyBearer(c.req.raw.headers);
    if (!caller) throw new AppError("unauthorized", "Sign in again: the id token is missing, expired or invalid.");
    const timeZone = c.req.header(TIME_LOCATION_HEADER);
    if (!isValidTimeZone(timeZone)) {
      throw new AppError("invalid_input", `Send ${TIME_LOCATION_HEADER} with an IANA time zone such as Europe/Kyiv.`, {
        fields: { [`header.${TIME_LOCATION_HEADER}`]: "expected an IANA time zone" },
      });
    }
    if (options.limitWrites && WRITE_METHODS.has(c.req.method)) {
      const limit = await options.limitWrites(caller);
      if (!limit.allowed) {
        throw new AppError("rate_limited", "Too many changes in a short time; try again in a moment.", {
          retryAfterSeconds: limit.retryAfterSeconds,
        });
      }
    }
    c.set("caller", caller);
    c.set("timeZone", timeZone);
    await next();
  });
  return app;
}

/** Writes carry JSON that PostgreSQL can store: 415 for another type, 400 for bad JSON or a NUL in a string. */
const requireJsonBody: MiddlewareHandler = async (c, next) => {
  if (["POST", "PUT", "PATCH"].includes(c.req.method)) {
    assertJsonContentType(c.req.header("content-type"));
    // Hono keeps the text; the route's validator parses it again from there.
    parseJsonBody(await c.req.text(), "json");
  }
  await next();
};

/** For registered-only calls: anonymous callers get 403. */
export function requireRegistered(caller: ApiCaller): void {
  if (caller.isAnonymous) throw new AppError("forbidden", "Create an account to use this.");
}
