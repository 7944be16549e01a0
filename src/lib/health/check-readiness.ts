import type pg from "pg";

export interface Readiness {
  status: number;
  body: { status: "ok" | "unavailable"; checks: { database: "ok" | "unreachable" }; reason?: string };
}

/** Ready when the database answers a trivial query within the timeout. */
export async function checkReadiness(pool: pg.Pool, timeoutMs = 2000): Promise<Readiness> {
  try {
    await Promise.race([
      pool.query("select 1"),
      new Promise((_, reject) => setTimeout(() => reject(new Error("database check timed out")), timeoutMs).unref()),
    ]);
    return { status: 200, body: { status: "ok", checks: { database: "ok" } } };
  } catch (error) {
    const reason = error instanceof Error && error.message ? error.message : "database unreachable";
    return {
      status: 503,
      body: { status: "unavailable", checks: { database: "unreachable" }, reason: `database: ${reason}` },
    };
  }
}
