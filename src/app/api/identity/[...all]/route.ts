import { getAuth } from "@/features/auth/server/auth";
import { withoutStaleSessionCookie } from "@/features/auth/server/stale-session-cookie";

export const dynamic = "force-dynamic";

/** The identity service (better-auth) under /api/identity/*. */
export function GET(request: Request) {
  return getAuth().handler(request);
}

export async function POST(request: Request) {
  return getAuth().handler(await withoutStaleSessionCookie(request));
}
