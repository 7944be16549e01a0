import "server-only";
import { getAuth } from "./auth";

const SESSION_COOKIE = /(?:^|\.)(session_token|session_data|dont_remember)$/;

/**
 * A browser can still hold the cookie of a session that has ended (revoked elsewhere, expired,
 * its sign-out answer lost). The identity service answers a sign-in that carries such a cookie
 * by deleting cookies, which also drops the new session. So a POST with a session cookie that no
 * longer names a live session goes on without it.
 */
export async function withoutStaleSessionCookie(request: Request): Promise<Request> {
  const cookieHeader = request.headers.get("cookie");
  if (!cookieHeader || !/session_token=/.test(cookieHeader)) return request;
  const session = await getAuth().api.getSession({ headers: request.headers });
  if (session) return request;
  const kept = cookieHeader
    .split(";")
    .map((part) => part.trim())
    .filter((part) => !SESSION_COOKIE.test(part.split("=")[0] ?? ""));
  const headers = new Headers(request.headers);
  if (kept.length) headers.set("cookie", kept.join("; "));
  else headers.delete("cookie");
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(request.url, { method: request.method, headers, body: hasBody ? await request.arrayBuffer() : undefined });
}
