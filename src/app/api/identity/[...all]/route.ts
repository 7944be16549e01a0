import { handleIdentityRequest } from "@/features/auth/server/handle-identity-request";
import { withoutStaleSessionCookie } from "@/features/auth/server/stale-session-cookie";

export const dynamic = "force-dynamic";

/** The identity service (better-auth) under /api/identity/*. */
export function GET(request: Request) {
  return handleIdentityRequest(request);
}

export async function POST(request: Request) {
  return handleIdentityRequest(await withoutStaleSessionCookie(request));
}
