import { NextResponse } from "next/server";
import { getAuth } from "@/features/auth/server/auth";
import { PRIVATE_CACHE_CONTROL } from "@/lib/http/cache-control";
import { identityRoute } from "@/lib/http/identity-route";

export const dynamic = "force-dynamic";

/** Spec: GET /api/auth/sign-out ends the server session (revoked in the database) and clears the cookie. */
export const GET = identityRoute(async (request: Request) => {
  const auth = getAuth();
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session) {
    return NextResponse.json({ ok: true, wasSignedIn: false }, { headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } });
  }
  const result = await auth.api.signOut({ headers: request.headers, asResponse: true });
  const response = NextResponse.json({ ok: true, wasSignedIn: true }, { headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } });
  for (const cookie of result.headers.getSetCookie()) response.headers.append("Set-Cookie", cookie);
  return response;
});
