import { getPool } from "@/lib/db";
import { requestIdOf, requestLogger } from "@/lib/logger";
import { checkReadiness } from "./check-readiness";

/** Liveness (GET /healthz): the process is up and serving. */
export function liveness(): Response {
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}

/** Readiness (GET /readyz): 200 when the database is reachable, 503 with a reason code when it is not (details go to the log). */
export async function readiness(request: Request): Promise<Response> {
  const { status, body, detail } = await checkReadiness(getPool());
  if (detail) requestLogger(requestIdOf(request)).warn({ detail, reason: body.reason }, "not ready");
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}
