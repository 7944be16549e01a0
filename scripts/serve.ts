// Runs Lingora: embedded PostgreSQL (unless DATABASE_URL), migrations, seed, build if stale, server.
// Flags: --dev (hot reload), --fresh-db (wipe the embedded data dir first; used by browser tests).
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import http from "node:http";
import next from "next";
import pino from "pino";
import { ConfigError, parseConfig, type Config } from "../src/lib/config/parse-config";
import { stopInProcessRunner } from "../src/lib/jobs/in-process";
import { CLIENT_ADDRESS_HEADER, resolveClientAddress, SOCKET_ADDRESS_HEADER } from "../src/lib/http/client-address";
import { isDatabaseKnownDown } from "../src/lib/db/availability";
import { SharedPageCache } from "../src/lib/http/page-cache";
import { withRequestEdge } from "../src/lib/http/request-edge";
import { REQUEST_ID_HEADER, resolveRequestId } from "../src/lib/logger/request-id";
import { buildIfStale } from "./lib/run-build";
import { prepareDatabase } from "./lib/prepare-database";

const isDev = process.argv.includes("--dev");
const isFreshDb = process.argv.includes("--fresh-db");

let config: Config;
try {
  config = parseConfig({ ...process.env, NODE_ENV: isDev ? "development" : "production" });
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`[lingora] ${error.message}\nSee .env.example for every variable and what it expects.`);
    process.exit(1);
  }
  throw error;
}

// Without AUTH_SECRET (local use), a random secret is made once and kept under .data/.
if (!config.AUTH_SECRET) {
  const file = path.resolve(".data", "auth-secret");
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  process.env.AUTH_SECRET = readFileSync(file, "utf8").trim();
}

const log = pino({ level: config.LOG_LEVEL, base: { service: "lingora" }, timestamp: pino.stdTimeFunctions.isoTime });

const database = await prepareDatabase(config, { fresh: isFreshDb, log: (msg) => log.info(msg) });
// The app's own config module (bundled by Next) reads this when it first runs.
process.env.DATABASE_URL = database.url;

if (!isDev && !buildIfStale(config)) {
  log.fatal("build failed");
  await database.embedded?.stop();
  process.exit(1);
}

const app = next({ dev: isDev, dir: process.cwd(), hostname: "localhost", port: config.PORT, turbopack: isDev });
// What no route can answer (an unsupported method, a path that is not UTF-8) is answered before Next.
const handle = withRequestEdge(app.getRequestHandler(), (error, req) =>
  log.error({ err: error, reqId: req.headers[REQUEST_ID_HEADER], method: req.method, path: req.url?.split("?")[0] }, "request failed"),
);
await app.prepare();
// Public pages answered from memory, as a CDN in front would (decision record 0045); off in development.
// While PostgreSQL is down every page is the translated "unavailable" answer (decision record 0003), not an old copy.
const pageCache = new SharedPageCache({
  ttlSeconds: isDev ? 0 : config.PAGE_CACHE_SECONDS,
  maxBytes: config.PAGE_CACHE_MB * 1024 * 1024,
  bypass: isDatabaseKnownDown,
});

const server = http.createServer((req, res) => {
  const started = process.hrtime.bigint();
  // The one request id: handlers, logs and the answer all read this header.
  const incoming = req.headers[REQUEST_ID_HEADER];
  const requestId = resolveRequestId(typeof incoming === "string" ? incoming : null);
  req.headers[REQUEST_ID_HEADER] = requestId;
  res.setHeader(REQUEST_ID_HEADER, requestId);
  // Only our server decides who the client is; whatever the client put in this header is replaced.
  req.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress({
    forwardedFor: typeof req.headers["x-forwarded-for"] === "string" ? req.headers["x-forwarded-for"] : undefined,
    socketAddress: req.socket.remoteAddress,
    trustedHops: config.TRUST_PROXY_HOPS,
  });
  req.headers[SOCKET_ADDRESS_HEADER] = (req.socket.remoteAddress ?? "").replace(/^::ffff:/, "");
  res.on("finish", () => {
    log.info(
      {
        reqId: requestId,
        method: req.method,
        path: req.url?.split("?")[0],
        status: res.statusCode,
        ms: Number((process.hrtime.bigint() - started) / 1_000_000n),
      },
      "request",
    );
  });
  pageCache.handle(req, res, () => handle(req, res));
});

server.listen(config.PORT, config.HOST, () => {
  log.info({ url: `http://localhost:${config.PORT}`, dev: isDev }, "Lingora is ready");
});

let isStopping = false;
async function shutdown(signal: string) {
  if (isStopping) {
    process.exit(1);
  }
  isStopping = true;
  log.info({ signal }, "stopping");
  server.closeAllConnections?.();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await app.close().catch(() => undefined);
  // The job worker that src/instrumentation.ts started (RUN_JOBS): its running job ends first.
  await stopInProcessRunner().then(
    (stopped) => stopped && log.info("job worker stopped"),
    (error: unknown) => log.error({ err: error }, "the job worker did not stop cleanly"),
  );
  await database.embedded?.stop().catch((error: unknown) => log.error({ err: error }, "embedded PostgreSQL did not stop cleanly"));
  log.info("stopped");
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
