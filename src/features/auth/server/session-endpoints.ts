import "server-only";
import { NextResponse } from "next/server";
import { PRIVATE_CACHE_CONTROL } from "@/lib/http/cache-control";
import { identityRoute } from "@/lib/http/identity-route";
import { AUTH_BASE_PATH, getAuth } from "./auth";
import { handleIdentityRequest } from "./handle-identity-request";

/**
 * The spec's session endpoints under /api/auth. They answer like the identity service they front
 * (its `{ code, message }` errors, 400 for bad bodies, 503 without a database: `identityRoute`).
 */

/** Spec: GET /api/auth/sign-in → { isLogged }. */
export const readSignInState = identityRoute(async (request: Request) => {
  const session = await getAuth().api.getSession({ headers: request.headers });
  return NextResponse.json(
    { isLogged: Boolean(session), isAnonymous: Boolean(session?.user.isAnonymous) },
    { headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } },
  );
});

/** Spec: POST /api/auth/sign-in { idToken } → verifies the token and makes the session cookie. */
export const signInWithIdToken = identityRoute(async (request: Request) => {
  const url = new URL(`${AUTH_BASE_PATH}/id-token/sign-in`, request.url);
  const response = await handleIdentityRequest(new Request(url, { method: "POST", headers: request.headers, body: await request.text() }));
  response.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
  return response;
});

/** Spec: GET /api/auth/sign-out ends the server session (revoked in the database) and clears the cookie. */
export const signOutSession = identityRoute(async (request: Request) => {
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
