import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "@db/embedded";
import { createPool } from "@/lib/db";
import { findFreePort } from "../../../tests/support/free-port";
import { checkReadiness } from "./check-readiness";
import { isDatabaseDownNow } from "./database-down";

describe("readiness", () => {
  let server: EmbeddedDatabase | undefined;
  const dataDir = `.data/readyz-pg-${process.pid}`;

  afterAll(async () => {
    await server?.stop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`${dataDir}.password`, { force: true });
  });

  it("is 200 with the database up, 503 with a reason when it stops, and 200 again when it is back", async () => {
    const port = await findFreePort();
    server = await startEmbeddedPostgres({ dataDir, port, fresh: true });
    const pool = createPool(server.adminUrl, 2);
    pool.on("error", () => undefined);
    try {
      expect(await checkReadiness(pool)).toEqual({ status: 200, body: { status: "ok", checks: { database: "ok" } } });
      // What the 404 page asks before it says "page not found".
      expect(await isDatabaseDownNow(pool)).toBe(false);

      await server.stop();
      const down = await checkReadiness(pool);
      expect(down.status).toBe(503);
      expect(down.body.status).toBe("unavailable");
      expect(down.body.checks.database).toBe("unreachable");
      // Anyone can read /readyz: a reason code, never the address or the driver's words (those go to the log).
      expect(down.body.reason).toBe("database_unreachable");
      expect(JSON.stringify(down.body)).not.toContain(String(port));
      expect(down.detail).toBeTruthy();
      expect(await isDatabaseDownNow(pool)).toBe(true);

      server = await startEmbeddedPostgres({ dataDir, port });
      expect((await checkReadiness(pool)).status).toBe(200);
      expect(await isDatabaseDownNow(pool)).toBe(false);
    } finally {
      await pool.end();
    }
  });
});
