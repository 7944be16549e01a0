import { getAuth } from "@/features/auth/server/auth";
import { withoutStaleSessionCookie } from "@/features/auth/server/stale-session-cookie";
import { identityRoute } from "@/lib/http/identity-route";

export const dynamic = "force-dynamic";

/** The identity service (better-auth) under /api/identity/*, behind the shared identity edge (400 for bad bodies, 503 without a database). */
export const GET = identityRoute((request) => getAuth().handler(request));

export const POST = identityRoute(async (request) => getAuth().handler(await withoutStaleSessionCookie(request)));
