import { NextResponse } from "next/server";
import { getAuth, AUTH_BASE_PATH } from "@/features/auth/server/auth";
import { handleIdentityRequest } from "@/features/auth/server/handle-identity-request";
import { PRIVATE_CACHE_CONTROL } from "@/lib/http/cache-control";
import { identityRoute } from "@/lib/http/identity-route";

export const dynamic = "force-dynamic";

/** Spec: GET /api/auth/sign-in → { isLogged }. */
export const GET = identityRoute(async (request: Request) => {
  const session = await getAuth().api.getSession({ headers: request.headers });
  return NextResponse.json(
    { isLogged: Boolean(session), isAnonymous: Boolean(session?.user.isAnonymous) },
    { headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } },
  );
});

/** Spec: POST /api/auth/sign-in { idToken } → verifies the token and makes the session cookie. */
export const POST = identityRoute(async (request: Request) => {
  const url = new URL(`${AUTH_BASE_PATH}/id-token/sign-in`, request.url);
  const response = await handleIdentityRequest(new Request(url, { method: "POST", headers: request.headers, body: await request.text() }));
  response.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
  return response;
});
