import { getPool } from "@/lib/db";
import { checkReadiness } from "@/lib/health/check-readiness";

export const dynamic = "force-dynamic";

/** Readiness: 200 when the database is reachable, 503 with a JSON reason when it is not. */
export async function GET() {
  const { status, body } = await checkReadiness(getPool());
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}
