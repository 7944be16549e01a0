import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, realpathSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/** What PostgreSQL writes to `postmaster.pid`: its pid, data directory and port (first, second and fourth lines). */
export interface PostmasterPid {
  pid: number;
  dataDir: string;
  port: number;
}

export function readPostmasterPid(dataDir: string): PostmasterPid | null {
  const file = path.join(dataDir, "postmaster.pid");
  if (!existsSync(file)) return null;
  const [pid = "", dir = "", , port = ""] = readFileSync(file, "utf8").split("\n");
  return { pid: Number(pid), dataDir: dir.trim(), port: Number(port) };
}

export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The command line of a process (Linux /proc, elsewhere `ps`); "" when it cannot be read. */
function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ").trim();
  } catch {
    try {
      return execFileSync("ps", ["-p", String(pid), "-o", "command="], { encoding: "utf8" }).trim();
    } catch {
      return "";
    }
  }
}

function samePath(a: string, b: string): boolean {
  const real = (p: string) => {
    try {
      return realpathSync(p);
    } catch {
      return path.resolve(p);
    }
  };
  return real(a) === real(b);
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!isProcessAlive(pid)) return true;
    await sleep(100);
  }
  return !isProcessAlive(pid);
}

/**
 * Clears what an earlier run left in `dataDir` before PostgreSQL starts there:
 * - a postmaster.pid naming a process that is gone (or is not PostgreSQL) is removed;
 * - our own server still running (its parent was killed with SIGKILL) is found by the data directory
 *   it names and stopped (fast shutdown, then immediate shutdown);
 * - a PostgreSQL of another data directory holding the lock is reported, never killed.
 */
export async function clearOrphanedServer(dataDir: string, log?: (message: string) => void): Promise<void> {
  const lock = readPostmasterPid(dataDir);
  if (!lock) return;
  const pidFile = path.join(dataDir, "postmaster.pid");
  const command = isProcessAlive(lock.pid) ? commandOf(lock.pid) : "";
  if (!/postgres/.test(command)) {
    // The process is gone, or its pid now belongs to another program: the lock is stale.
    rmSync(pidFile, { force: true });
    return;
  }
  if (!lock.dataDir || !samePath(lock.dataDir, dataDir)) {
    throw new Error(
      `${pidFile} names PostgreSQL process ${lock.pid} serving another data directory (${lock.dataDir || "unknown"}); stop it, or remove the file if you are sure it is stale.`,
    );
  }
  log?.(`stopping the embedded PostgreSQL an earlier run left behind (pid ${lock.pid}, port ${lock.port})`);
  for (const [signal, ms] of [
    ["SIGINT", 15_000],
    ["SIGQUIT", 5_000],
  ] as const) {
    try {
      process.kill(lock.pid, signal);
    } catch {
      // Already gone.
    }
    if (await waitForExit(lock.pid, ms)) {
      rmSync(pidFile, { force: true });
      return;
    }
  }
  throw new Error(
    `the embedded PostgreSQL left running by an earlier run (pid ${lock.pid}, data ${dataDir}) did not stop; stop it by hand (kill ${lock.pid}).`,
  );
}

/** Refuses clearly when another program already listens on the port PostgreSQL is about to use. */
export async function assertPortFree(port: number, host = "127.0.0.1"): Promise<void> {
  const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => {
    const server = net.createServer();
    server.once("error", (err: NodeJS.ErrnoException) => resolve(err));
    server.listen(port, host, () => server.close(() => resolve(null)));
  });
  if (error?.code === "EADDRINUSE") {
    throw new Error(
      `port ${port} on ${host} is already used by another program (not Lingora's embedded PostgreSQL for this data directory): stop that program or set EMBEDDED_PG_PORT to a free port.`,
    );
  }
}
