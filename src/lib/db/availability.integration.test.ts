import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { createPool } from "./client";
import { isDatabaseKnownDown, watchAvailability } from "./availability";
import { isDatabaseUnavailableError } from "./is-database-unavailable";

/** A TCP relay to the test database that can be cut and restored, as if PostgreSQL went down and came back. */
function relayTo(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  const open = (port: number) =>
    new Promise<number>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("error", () => undefined);
          socket.on("close", () => sockets.delete(socket));
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", () => resolve((server!.address() as net.AddressInfo).port));
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server!.close(() => resolve());
    });
  return { open, cut };
}

describe("database availability", () => {
  const target = new URL(process.env.DATABASE_URL!);
  const relay = relayTo(target);
  let pool: ReturnType<typeof createPool> | undefined;
  afterAll(async () => {
    await relay.cut().catch(() => undefined);
    await pool?.end().catch(() => undefined);
  });

  it("is marked down when PostgreSQL cannot be reached and up again, without a restart, when it is back", async () => {
    const port = await relay.open(0);
    const url = new URL(target);
    url.port = String(port);
    pool = watchAvailability(createPool(url.toString(), 2));
    await pool.query("select 1");
    expect(isDatabaseKnownDown()).toBe(false);

    await relay.cut();
    const failure = await pool.query("select 1").catch((error: unknown) => error);
    expect(isDatabaseUnavailableError(failure)).toBe(true);
    expect(isDatabaseKnownDown()).toBe(true);

    await relay.open(port);
    // Nobody queries: the background probe finds it back.
    await expect.poll(() => isDatabaseKnownDown(), { timeout: 10_000, interval: 200 }).toBe(false);
    expect((await pool.query<{ one: number }>("select 1 as one")).rows[0]?.one).toBe(1);
  });
});
