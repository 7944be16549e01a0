import { notFound } from "next/navigation";
import { getConfig } from "@/lib/config";

export const dynamic = "force-dynamic";

/** Exists only when ENABLE_TEST_ROUTES=true: throws so the browser tests can see the error boundary. */
export default function E2EErrorPage() {
  if (!getConfig().ENABLE_TEST_ROUTES) notFound();
  throw new Error("Deliberate failure for the error-boundary test");
}
