import { getPool } from "@/lib/db";
import { checkReadiness } from "@/lib/health/check-readiness";
import { REQUEST_ID_HEADER, requestLogger } from "@/lib/logger";

export const dynamic = "force-dynamic";

/** Readiness: 200 when the database is reachable, 503 with a reason code when it is not (details go to the log). */
export async function GET(request: Request) {
  const { status, body, detail } = await checkReadiness(getPool());
  if (detail) requestLogger(request.headers.get(REQUEST_ID_HEADER)).warn({ detail, reason: body.reason }, "not ready");
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}
