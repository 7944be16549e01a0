import { handleIdentityRequest } from "@/features/auth/server/handle-identity-request";
import { withoutStaleSessionCookie } from "@/features/auth/server/stale-session-cookie";
import { identityRoute } from "@/lib/http/identity-route";

export const dynamic = "force-dynamic";

/** The identity service (better-auth) under /api/identity/*, behind the shared identity edge (400 for bad bodies, 503 without a database). */
export const GET = identityRoute((request) => handleIdentityRequest(request));

export const POST = identityRoute(async (request) => handleIdentityRequest(await withoutStaleSessionCookie(request)));
