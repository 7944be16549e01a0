import type { ReactNode } from "react";
import { requireAdmin } from "./admin-only";

/** Admin pages render for admins only (each page checks again: layouts and pages render in parallel). */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  await requireAdmin();
  return children;
}
