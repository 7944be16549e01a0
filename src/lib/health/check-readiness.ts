import type pg from "pg";

export interface Readiness {
  status: number;
  /** Public: a status and a reason code only, never addresses or driver messages. */
  body: { status: "ok" | "unavailable"; checks: { database: "ok" | "unreachable" }; reason?: "database_unreachable" | "database_timeout" };
  /** For the log only (with the request id): what the driver said. */
  detail?: string;
}

/** Ready when the database answers a trivial query within the timeout. */
export async function checkReadiness(pool: pg.Pool, timeoutMs = 2000): Promise<Readiness> {
  let timedOut = false;
  try {
    await Promise.race([
      pool.query("select 1"),
      new Promise((_, reject) =>
        setTimeout(() => {
          timedOut = true;
          reject(new Error("database check timed out"));
        }, timeoutMs).unref(),
      ),
    ]);
    return { status: 200, body: { status: "ok", checks: { database: "ok" } } };
  } catch (error) {
    return {
      status: 503,
      body: { status: "unavailable", checks: { database: "unreachable" }, reason: timedOut ? "database_timeout" : "database_unreachable" },
      detail: error instanceof Error && error.message ? error.message : String(error),
    };
  }
}
