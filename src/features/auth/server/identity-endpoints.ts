import "server-only";
import { identityRoute } from "@/lib/http/identity-route";
import { handleIdentityRequest } from "./handle-identity-request";
import { withoutStaleSessionCookie } from "./stale-session-cookie";

/** The identity service (better-auth) under /api/identity/*, behind the shared identity edge (400 for bad bodies, 503 without a database). */
export const identityEndpoints = {
  GET: identityRoute((request) => handleIdentityRequest(request)),
  POST: identityRoute(async (request) => handleIdentityRequest(await withoutStaleSessionCookie(request))),
};
