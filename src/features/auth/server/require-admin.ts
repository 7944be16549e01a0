import "server-only";
import { eq } from "drizzle-orm";
import { user } from "@db/schema/identity";
import { getDb } from "@/lib/db";
import { getSessionUser } from "./current-user";

/**
 * The signed-in registered user if they have the admin role, else null. Every admin page and
 * action calls this on the server; the role is only ever granted by `npm run admin:grant`.
 */
export async function getAdminUser(headers: Headers): Promise<{ id: string; email: string } | null> {
  const sessionUser = await getSessionUser(headers).catch(() => null);
  if (!sessionUser || sessionUser.isAnonymous) return null;
  const [row] = await getDb().select({ role: user.role }).from(user).where(eq(user.id, sessionUser.id));
  return row?.role === "admin" ? { id: sessionUser.id, email: sessionUser.email } : null;
}
