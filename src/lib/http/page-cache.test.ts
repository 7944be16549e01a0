import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { PAGE_CACHE_HEADER, parseCacheControl, purgeSharedPageCache, SharedPageCache, sharedLifetime, varyNames } from "./page-cache";

const PUBLIC = "public, max-age=0, s-maxage=3600, stale-while-revalidate=86400";

type Answer = (req: IncomingMessage, res: ServerResponse) => void;

/** A real server: the cache in front of `answer`, which counts how often it is reached. */
async function serve(
  answer: Answer,
  options: { ttlSeconds?: number; maxBytes?: number; maxEntryBytes?: number; bypass?: () => boolean } = {},
) {
  let clock = 1_000_000;
  const cache = new SharedPageCache({ ttlSeconds: 60, maxBytes: 1024 * 1024, ...options, now: () => clock });
  let reached = 0;
  const server = http.createServer((req, res) => {
    res.setHeader("x-request-id", `id-${Math.random()}`);
    cache.handle(req, res, () => {
      reached += 1;
      answer(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  opened.push({ server, cache });
  return {
    cache,
    origin,
    get reached() {
      return reached;
    },
    advance(ms: number) {
      clock += ms;
    },
  };
}

const opened: Array<{ server: http.Server; cache: SharedPageCache }> = [];
afterEach(async () => {
  for (const { server, cache } of opened.splice(0)) {
    cache.dispose();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** Like Next: headers set one by one, the body streamed in parts. */
const page =
  (headers: Record<string, string | string[]>, body = "<html>a page</html>", status = 200): Answer =>
  (_req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.statusCode = status;
    res.write(body.slice(0, 5));
    res.end(body.slice(5));
  };

describe("parsing", () => {
  it.each([
    [PUBLIC, 3600],
    ["public, s-maxage=60", 60],
    ["private, no-store", null],
    ["public, max-age=600", null],
    ["public, s-maxage=3600, no-cache", null],
    ["public, s-maxage=0", null],
    ["s-maxage=3600", null],
  ])("%s → kept for %s s", (header, seconds) => {
    expect(sharedLifetime({ "cache-control": header })).toBe(seconds);
  });

  it("reads directives and varied names", () => {
    expect(parseCacheControl('public, s-maxage="60"').get("s-maxage")).toBe("60");
    expect(varyNames({ vary: "rsc, Accept-Encoding, rsc" })).toEqual(["accept-encoding", "rsc"]);
    expect(varyNames({ vary: "Accept-Encoding, Cookie" })).toBeNull();
    expect(varyNames({ vary: "*" })).toBeNull();
    expect(varyNames({})).toEqual([]);
  });
});

describe("SharedPageCache", () => {
  it("answers a public page the second time from memory: the same status, headers and body, its age, a new request id", async () => {
    const app = await serve(page({ "cache-control": PUBLIC, "content-type": "text/html", vary: "rsc, Accept-Encoding", etag: '"v1"' }));
    const first = await fetch(`${app.origin}/en/how-to-pronounce/water`);
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBe("MISS");
    const firstBody = await first.text();
    app.advance(5_000);
    const second = await fetch(`${app.origin}/en/how-to-pronounce/water`);
    expect(app.reached).toBe(1);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(firstBody);
    expect(second.headers.get(PAGE_CACHE_HEADER)).toBe("HIT");
    expect(second.headers.get("content-type")).toBe("text/html");
    expect(second.headers.get("cache-control")).toBe(PUBLIC);
    expect(second.headers.get("etag")).toBe('"v1"');
    expect(second.headers.get("age")).toBe("5");
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
    expect(second.headers.get("content-length")).toBe(String(firstBody.length));
  });

  it.each<[string, Record<string, string | string[]>, number?]>([
    ["private", { "cache-control": "private, no-store" }],
    ["without s-maxage", { "cache-control": "public, max-age=60" }],
    ["with a cookie", { "cache-control": PUBLIC, "set-cookie": "a=b" }],
    ["varying on the cookie", { "cache-control": PUBLIC, vary: "Cookie" }],
    ["being regenerated", { "cache-control": PUBLIC, "x-nextjs-cache": "STALE" }],
    ["a 404", { "cache-control": PUBLIC }, 404],
    ["a redirect", { "cache-control": PUBLIC, location: "/elsewhere" }, 308],
  ])("does not keep an answer %s", async (_name, headers, status = 200) => {
    const app = await serve(page(headers, "<html>x</html>", status));
    await (await fetch(`${app.origin}/p`, { redirect: "manual" })).text();
    const second = await fetch(`${app.origin}/p`, { redirect: "manual" });
    await second.text();
    expect(app.reached).toBe(2);
    expect(second.headers.get(PAGE_CACHE_HEADER)).toBe("MISS");
  });

  it("passes requests with credentials, ranges, dates and other methods to the app", async () => {
    const app = await serve(page({ "cache-control": PUBLIC }));
    await (await fetch(`${app.origin}/p`)).text();
    const requests: RequestInit[] = [
      { headers: { authorization: "Bearer x" } },
      { headers: { range: "bytes=0-3" } },
      { headers: { "if-modified-since": new Date().toUTCString() } },
      { method: "POST", body: "{}" },
    ];
    for (const init of requests) await (await fetch(`${app.origin}/p`, init)).text();
    expect(app.reached).toBe(5);
  });

  it("keeps the answers a page varies on apart (an RSC navigation, an encoding), and the query string", async () => {
    const app = await serve((req, res) => {
      const gzip = (req.headers["accept-encoding"] ?? "").includes("gzip");
      const body = req.headers.rsc ? `rsc ${req.url}` : `html ${req.url}`;
      res.setHeader("cache-control", PUBLIC);
      res.setHeader("vary", "rsc, Accept-Encoding");
      if (gzip) res.setHeader("content-encoding", "gzip");
      res.end(gzip ? gzipSync(body) : body);
    });
    const get = async (path: string, headers: Record<string, string>) => {
      const response = await fetch(`${app.origin}${path}`, { headers });
      return `${response.headers.get("content-encoding") ?? "identity"} ${await response.text()}`;
    };
    for (let round = 0; round < 2; round++) {
      expect(await get("/p", { "accept-encoding": "identity" })).toBe("identity html /p");
      expect(await get("/p", { "accept-encoding": "identity", rsc: "1" })).toBe("identity rsc /p");
      expect(await get("/p", { "accept-encoding": "gzip, deflate" })).toBe("gzip html /p");
      expect(await get("/p?q=wat", { "accept-encoding": "identity" })).toBe("identity html /p?q=wat");
    }
    expect(app.reached).toBe(4);
  });

  it("keeps a page for its own time: the shorter of s-maxage and the cache's", async () => {
    const app = await serve(page({ "cache-control": "public, s-maxage=10" }), { ttlSeconds: 60 });
    await (await fetch(`${app.origin}/p`)).text();
    app.advance(9_000);
    await (await fetch(`${app.origin}/p`)).text();
    expect(app.reached).toBe(1);
    app.advance(2_000);
    await (await fetch(`${app.origin}/p`)).text();
    expect(app.reached).toBe(2);

    const capped = await serve(page({ "cache-control": PUBLIC }), { ttlSeconds: 60 });
    await (await fetch(`${capped.origin}/p`)).text();
    capped.advance(61_000);
    await (await fetch(`${capped.origin}/p`)).text();
    expect(capped.reached).toBe(2);
  });

  it("is emptied by purgeSharedPageCache()", async () => {
    const app = await serve(page({ "cache-control": PUBLIC }));
    await (await fetch(`${app.origin}/p`)).text();
    expect(app.cache.size).toBe(1);
    purgeSharedPageCache();
    expect(app.cache.size).toBe(0);
    await (await fetch(`${app.origin}/p`)).text();
    expect(app.reached).toBe(2);
  });

  it("answers HEAD without a body and a matching ETag with 304", async () => {
    const app = await serve(page({ "cache-control": PUBLIC, etag: '"v1"', "content-type": "text/html" }));
    await (await fetch(`${app.origin}/p`)).text();
    const head = await fetch(`${app.origin}/p`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const unchanged = await fetch(`${app.origin}/p`, { headers: { "if-none-match": '"v1"' } });
    expect(unchanged.status).toBe(304);
    const changed = await fetch(`${app.origin}/p`, { headers: { "if-none-match": '"v0"' } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe("<html>a page</html>");
    expect(app.reached).toBe(1);
  });

  it("does not keep a page larger than its limit, and stays within its memory by dropping the least used", async () => {
    const big = await serve(page({ "cache-control": PUBLIC }, "x".repeat(2_000)), { maxEntryBytes: 1_000 });
    await (await fetch(`${big.origin}/p`)).text();
    await (await fetch(`${big.origin}/p`)).text();
    expect(big.reached).toBe(2);

    const small = await serve((req, res) => page({ "cache-control": PUBLIC }, `${req.url} ${"x".repeat(400)}`)(req, res), {
      maxBytes: 1_500,
    });
    for (const path of ["/a", "/b", "/c", "/d"]) await (await fetch(`${small.origin}${path}`)).text();
    expect(small.cache.size).toBeLessThan(4);
    await (await fetch(`${small.origin}/d`)).text();
    expect(small.reached).toBe(4);
  });

  it("sends every request to the app while told to (the database is down), then answers from memory again", async () => {
    let down = false;
    const app = await serve(page({ "cache-control": PUBLIC }), { bypass: () => down });
    await (await fetch(`${app.origin}/p`)).text();
    down = true;
    const during = await fetch(`${app.origin}/p`);
    await during.text();
    expect(during.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    expect(app.reached).toBe(2);
    down = false;
    const after = await fetch(`${app.origin}/p`);
    await after.text();
    expect(after.headers.get(PAGE_CACHE_HEADER)).toBe("HIT");
    expect(app.reached).toBe(2);
  });

  it("does nothing with a time of 0", async () => {
    const app = await serve(page({ "cache-control": PUBLIC }), { ttlSeconds: 0 });
    for (let i = 0; i < 2; i++) await (await fetch(`${app.origin}/p`)).text();
    expect(app.reached).toBe(2);
  });
});
