import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { LRUCache } from "lru-cache";
import { registerPageCache } from "./page-cache-purge";

export { purgeSharedPageCache } from "./page-cache-purge";

/**
 * The shared page cache in front of Next (scripts/serve.ts, decision record 0045): what a CDN would
 * do with the spec's page cache header, inside the process. It keeps a page only when every sign says
 * it is the same for everyone:
 * - a GET answered 200 with `Cache-Control: public … s-maxage=N` (the proxy sends it only for pages
 *   the registry declares public) and no `private`, `no-store` or `no-cache`;
 * - no `Set-Cookie`, no `Vary: *`, `Cookie` or `Authorization`; a request without `Authorization`;
 * - not a stale page Next is regenerating (`x-nextjs-cache: STALE`): the fresh one comes next time.
 *
 * A page is kept for s-maxage or `ttlSeconds`, whichever is shorter (60 s: the pages' own revalidate
 * time, so a change reaches readers as soon as it did without this cache), keyed by the URL and the
 * request headers the response varies on (RSC navigations and encodings apart). `purgeSharedPageCache()`
 * empties it at once (an admin's flag change, with Next's own revalidatePath).
 */
export interface PageCacheOptions {
  /** Longest time a page is served from here (seconds); 0 turns the cache off. */
  ttlSeconds: number;
  /** Memory for kept pages (bytes of body and headers). */
  maxBytes: number;
  /** A larger page is not kept. */
  maxEntryBytes?: number;
  /** While this says so, every request goes to the app (the server passes "the database is known down": the unavailable page, not old copies). */
  bypass?: () => boolean;
  now?: () => number;
}

interface StoredPage {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  storedAt: number;
  expiresAt: number;
  etag: string | undefined;
}

/** The header that says whether the answer came from this cache (HIT) or from Next (MISS). */
export const PAGE_CACHE_HEADER = "x-lingora-page-cache";

/** Headers of the stored answer not replayed: per request, per connection, or set again. */
const NOT_REPLAYED = new Set([
  "x-request-id",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "age",
  PAGE_CACHE_HEADER,
]);
/** A response that varies on these is someone's own. */
const PERSONAL_VARY = new Set(["*", "cookie", "authorization"]);

/** The directives of a Cache-Control header (lowercase names; a value or true). */
export function parseCacheControl(header: string | undefined): Map<string, string | true> {
  const directives = new Map<string, string | true>();
  for (const part of (header ?? "").split(",")) {
    const [name, ...value] = part.trim().split("=");
    if (name) directives.set(name.toLowerCase(), value.length ? value.join("=").replace(/^"|"$/g, "") : true);
  }
  return directives;
}

/** Seconds a shared cache may keep this answer, or null when it may not keep it at all. */
export function sharedLifetime(headers: OutgoingHttpHeaders): number | null {
  const value = headers["cache-control"];
  const directives = parseCacheControl(Array.isArray(value) ? value.join(",") : value?.toString());
  if (!directives.has("public") || directives.has("private") || directives.has("no-store") || directives.has("no-cache")) return null;
  const seconds = Number(directives.get("s-maxage"));
  return Number.isInteger(seconds) && seconds > 0 ? seconds : null;
}

/** The request header names the answer varies on (lowercase), or null when it is personal. */
export function varyNames(headers: OutgoingHttpHeaders): string[] | null {
  const value = headers.vary;
  const names = (Array.isArray(value) ? value.join(",") : (value?.toString() ?? ""))
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (names.some((name) => PERSONAL_VARY.has(name))) return null;
  return [...new Set(names)].sort();
}

function requestValue(req: IncomingMessage, name: string): string {
  const value = req.headers[name];
  const joined = Array.isArray(value) ? value.join(",") : (value ?? "");
  return name === "accept-encoding" ? joined.toLowerCase().replace(/\s+/g, "") : joined;
}

export class SharedPageCache {
  readonly #ttlMs: number;
  readonly #maxEntryBytes: number;
  readonly #now: () => number;
  readonly #bypass: () => boolean;
  /** URL → the header names its answers vary on (learnt from the first answer kept). */
  readonly #vary = new LRUCache<string, string[]>({ max: 20_000 });
  readonly #pages: LRUCache<string, StoredPage>;
  readonly #unregister: () => void;

  constructor(options: PageCacheOptions) {
    this.#ttlMs = options.ttlSeconds * 1000;
    this.#maxEntryBytes = options.maxEntryBytes ?? 2 * 1024 * 1024;
    this.#now = options.now ?? Date.now;
    this.#bypass = options.bypass ?? (() => false);
    this.#pages = new LRUCache<string, StoredPage>({
      maxSize: Math.max(1, options.maxBytes),
      sizeCalculation: (page) => page.body.length + JSON.stringify(page.headers).length,
    });
    this.#unregister = registerPageCache(this);
  }

  get enabled(): boolean {
    return this.#ttlMs > 0;
  }

  /** Pages kept now. */
  get size(): number {
    return this.#pages.size;
  }

  purge(): void {
    this.#pages.clear();
    this.#vary.clear();
  }

  /** Stops the purge hook reaching this cache (tests). */
  dispose(): void {
    this.#unregister();
    this.purge();
  }

  /**
   * Answers from the cache, or lets `next` answer and keeps the answer when it may. Call it before
   * anything else writes the response.
   */
  handle(req: IncomingMessage, res: ServerResponse, next: () => void): void {
    if (!this.enabled || this.#bypass() || !this.#isCacheableRequest(req)) {
      next();
      return;
    }
    const url = req.url!;
    const names = this.#vary.get(url);
    if (names) {
      const key = this.#key(url, names, req);
      const page = this.#pages.get(key);
      if (page && page.expiresAt > this.#now()) {
        this.#replay(page, req, res);
        return;
      }
      if (page) this.#pages.delete(key);
    }
    if (req.method === "GET") this.#capture(url, req, res);
    res.setHeader(PAGE_CACHE_HEADER, "MISS");
    next();
  }

  #isCacheableRequest(req: IncomingMessage): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    if (!req.url || req.headers.authorization || req.headers.range) return false;
    // The server checks dates itself; an ETag is answered here.
    return !req.headers["if-modified-since"];
  }

  #key(url: string, names: string[], req: IncomingMessage): string {
    return JSON.stringify([url, ...names.map((name) => requestValue(req, name))]);
  }

  #replay(page: StoredPage, req: IncomingMessage, res: ServerResponse) {
    for (const [name, value] of Object.entries(page.headers)) if (value !== undefined) res.setHeader(name, value);
    res.setHeader("age", String(Math.max(0, Math.floor((this.#now() - page.storedAt) / 1000))));
    res.setHeader(PAGE_CACHE_HEADER, "HIT");
    const match = req.headers["if-none-match"];
    if (page.etag && match && match.split(",").some((tag) => tag.trim() === page.etag || tag.trim() === "*")) {
      res.statusCode = 304;
      for (const name of ["content-type", "content-encoding"]) res.removeHeader(name);
      res.end();
      return;
    }
    res.statusCode = page.status;
    res.setHeader("content-length", String(page.body.length));
    res.end(req.method === "HEAD" ? undefined : page.body);
  }

  /** Copies what Next writes; at the end keeps it if every sign allows. */
  #capture(url: string, req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    let bytes = 0;
    let tooLarge = false;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (tooLarge || chunk === undefined || chunk === null || typeof chunk === "function") return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
      bytes += buffer.length;
      if (bytes > this.#maxEntryBytes) {
        tooLarge = true;
        chunks.length = 0;
      } else chunks.push(buffer);
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.write = ((...args: unknown[]) => {
      keep(args[0], args[1]);
      return write(...args);
    }) as ServerResponse["write"];
    res.end = ((...args: unknown[]) => {
      keep(args[0], args[1]);
      return end(...args);
    }) as ServerResponse["end"];
    res.on("finish", () => {
      if (tooLarge || res.statusCode !== 200) return;
      const headers = res.getHeaders();
      const lifetime = sharedLifetime(headers);
      const names = varyNames(headers);
      if (lifetime === null || names === null || headers["set-cookie"] !== undefined) return;
      if (String(headers["x-nextjs-cache"] ?? "").toUpperCase() === "STALE") return;
      const known = this.#vary.get(url);
      if (known && known.join() !== names.join()) return;
      const stored: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(headers)) if (!NOT_REPLAYED.has(name)) stored[name] = value;
      const storedAt = this.#now();
      const etag = headers.etag === undefined ? undefined : String(headers.etag);
      this.#vary.set(url, names);
      this.#pages.set(this.#key(url, names, req), {
        status: 200,
        headers: stored,
        body: Buffer.concat(chunks),
        storedAt,
        expiresAt: storedAt + Math.min(this.#ttlMs, lifetime * 1000),
        etag,
      });
    });
  }
}
