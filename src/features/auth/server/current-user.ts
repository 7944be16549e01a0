import "server-only";
import { getAuth } from "./auth";

/** The user of the request's session cookie (registered or anonymous), or null. */
export async function getSessionUser(
  headers: Headers,
): Promise<{ id: string; isAnonymous: boolean; email: string; createdAt: Date } | null> {
  const session = await getAuth().api.getSession({ headers });
  if (!session) return null;
  return {
    id: session.user.id,
    isAnonymous: Boolean(session.user.isAnonymous),
    email: session.user.email,
    createdAt: new Date(session.user.createdAt),
  };
}
