import "server-only";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getAdminUser } from "@/features/auth/server";

/** The admin signed in on this request, or null (looked up once per request). */
const currentAdmin = cache(async () => getAdminUser(await headers()));

/** The admin signed in on this request; anyone else gets the ordinary 404 page. */
export async function requireAdmin(): Promise<{ id: string; email: string }> {
  const admin = await currentAdmin();
  if (!admin) notFound();
  return admin;
}

/**
 * Every admin page's metadata: its own title only for an admin. Anyone else keeps the site's
 * default title, as on the ordinary 404 page, so nothing names what the page would have been.
 */
export async function adminPageMetadata(title: () => Promise<string>): Promise<Metadata> {
  const robots = { index: false, follow: false };
  return (await currentAdmin()) ? { title: await title(), robots } : { robots };
}
