import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { rmSync } from "node:fs";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { findFreePort } from "../tests/support/free-port";
import { startEmbeddedPostgres } from "./embedded";
import { isProcessAlive, readPostmasterPid } from "./embedded-orphan";

const root = path.resolve(import.meta.dirname, "..");
const dataDir = path.join(root, ".data", `orphan-test-${process.pid}`);

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}.password`, { force: true });
});

/** Runs the server as `npm start` does, in a child process, until it says it is ready. */
function startInChild(port: number) {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "db", "embedded-orphan-child.ts"), dataDir, String(port)], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
    child.once("exit", (code) => reject(new Error(`the child exited (${code}) before the server was ready`)));
  });
  return { child, ready };
}

describe("embedded PostgreSQL after a hard kill", () => {
  it("stops the server its killed parent left running and starts again on the same data", async () => {
    const port = await findFreePort();
    const { child, ready } = startInChild(port);
    await ready;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
    const orphan = readPostmasterPid(dataDir);
    expect(orphan && isProcessAlive(orphan.pid)).toBe(true);

    const server = await startEmbeddedPostgres({ dataDir, port });
    try {
      expect(isProcessAlive(orphan!.pid)).toBe(false);
      const client = new pg.Client({ connectionString: server.adminUrl });
      await client.connect();
      const { rows } = await client.query<{ one: number }>("select 1 as one");
      await client.end();
      expect(rows[0]?.one).toBe(1);
    } finally {
      await server.stop();
    }
  }, 90_000);

  it("names the port when another program holds it", async () => {
    const foreign = net.createServer();
    const port = await new Promise<number>((resolve) =>
      foreign.listen(0, "127.0.0.1", () => resolve((foreign.address() as net.AddressInfo).port)),
    );
    try {
      await expect(startEmbeddedPostgres({ dataDir, port })).rejects.toThrow(
        `port ${port} on 127.0.0.1 is already used by another program`,
      );
    } finally {
      foreign.close();
    }
  });
});
