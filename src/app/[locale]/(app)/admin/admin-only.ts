import "server-only";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getAdminUser } from "@/features/auth/server";

/**
 * The admin signed in on this request, or the ordinary 404 page for anyone else. The layout's
 * metadata, the layout and every admin page call it (once per request), so a visitor who is not an
 * admin gets the 404 page with its own title: nothing names what the page would have been.
 */
export const requireAdmin = cache(async (): Promise<{ id: string; email: string }> => {
  const admin = await getAdminUser(await headers());
  if (!admin) notFound();
  return admin;
});
