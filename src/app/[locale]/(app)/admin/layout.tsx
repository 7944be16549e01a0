import type { Metadata } from "next";
import type { ReactNode } from "react";
import { requireAdmin } from "./admin-only";

/** Runs before any admin page's own metadata: a visitor who is not an admin never gets an admin title. */
export async function generateMetadata(): Promise<Metadata> {
  await requireAdmin();
  return { robots: { index: false, follow: false } };
}

export default async function AdminLayout({ children }: { children: ReactNode }) {
  await requireAdmin();
  return children;
}
