import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * The first thing every request meets in our Node server (scripts/serve.ts), before Next: what no
 * page or API can answer is answered here, once, in the shape of the API it was meant for:
 *  - a method none of our routes handles (TRACE, PROPFIND, …) → 405 with Allow;
 *  - a path whose percent-encoding is not UTF-8 (`/en/%ED%A0%80`) → 400 on APIs; on pages the bad
 *    bytes become U+FFFD, so the request goes on to the (localised) 404 page;
 *  - on APIs, a query string that is not UTF-8 either, or a NUL (`%00`) in the path or query, which
 *    no API can use (PostgreSQL cannot even compare it) → 400.
 */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const ALLOW = ALLOWED_METHODS.join(", ");

export type EdgeDecision =
  { kind: "pass"; url?: string } | { kind: "answer"; status: number; headers: Record<string, string>; body: string };

type Api = "v1" | "identity" | "analytics" | "api" | "page";

function apiOf(pathname: string): Api {
  if (/^\/v1(\/|$)/.test(pathname)) return "v1";
  if (/^\/api\/(identity|auth)(\/|$)/.test(pathname)) return "identity";
  if (/^\/api\/analytics(\/|$)/.test(pathname)) return "analytics";
  if (/^\/(api|healthz|readyz)(\/|$)/.test(pathname)) return "api";
  return "page";
}

/** The error body each API already uses for its own errors. */
function errorBody(api: Api, status: number, code: string, message: string): string {
  if (api === "identity") return JSON.stringify({ code: code.toUpperCase(), message });
  if (api === "analytics") return JSON.stringify({ code: status, error: message });
  return JSON.stringify({ error: { code, message } });
}

function answer(api: Api, status: number, code: string, message: string, headers: Record<string, string> = {}): EdgeDecision {
  const common = { "Cache-Control": "no-store", ...headers };
  if (api === "page")
    return { kind: "answer", status, headers: { ...common, "Content-Type": "text/plain; charset=utf-8" }, body: `${message}\n` };
  return {
    kind: "answer",
    status,
    headers: { ...common, "Content-Type": "application/json" },
    body: errorBody(api, status, code, message),
  };
}

export function edgeDecision(method: string | undefined, url: string | undefined): EdgeDecision {
  const target = url ?? "/";
  if (!target.startsWith("/")) return answer("page", 400, "invalid_input", "Bad request.");
  const queryAt = target.indexOf("?");
  const pathname = queryAt === -1 ? target : target.slice(0, queryAt);
  const api = apiOf(pathname);
  if (!ALLOWED_METHODS.includes((method ?? "") as (typeof ALLOWED_METHODS)[number])) {
    return answer(api, 405, "method_not_allowed", `The method ${method ?? ""} is not allowed here.`, { Allow: ALLOW });
  }
  if (api !== "page") {
    const query = queryAt === -1 ? "" : target.slice(queryAt + 1).replace(/\+/g, " ");
    if (!isDecodable(pathname) || !isDecodable(query))
      return answer(api, 400, "invalid_input", "The address is not valid UTF-8 percent-encoding.");
    if (/%00/.test(target) || target.includes("\u0000"))
      return answer(api, 400, "invalid_input", "The address holds a NUL character (%00).");
    return { kind: "pass" };
  }
  if (isDecodable(pathname)) return { kind: "pass" };
  return { kind: "pass", url: repairPath(pathname) + (queryAt === -1 ? "" : target.slice(queryAt)) };
}

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** Each segment as the bytes it encodes, read as UTF-8 with U+FFFD for what is not, and encoded again. */
export function repairPath(pathname: string): string {
  return pathname
    .split("/")
    .map((segment) => {
      if (isDecodable(segment)) return segment;
      const bytes: number[] = [];
      for (let i = 0; i < segment.length; i += 1) {
        const escape = /^%[0-9A-Fa-f]{2}/.exec(segment.slice(i, i + 3));
        if (escape) {
          bytes.push(parseInt(segment.slice(i + 1, i + 3), 16));
          i += 2;
        } else {
          bytes.push(...Buffer.from(segment[i]!, "utf8"));
        }
      }
      return encodeURIComponent(new TextDecoder().decode(Uint8Array.from(bytes)));
    })
    .join("/");
}

/** Wraps the Next request handler: the edge first; a handler that throws still answers (500, logged). */
export function withRequestEdge(
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<unknown>,
  onError: (error: unknown, req: IncomingMessage) => void,
) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const decision = edgeDecision(req.method, req.url);
    if (decision.kind === "answer") {
      const respond = () => {
        res.writeHead(decision.status, decision.headers);
        res.end(req.method === "HEAD" ? undefined : decision.body);
      };
      // Read (and drop) a body first, so a client still sending it gets the answer, not a reset.
      if (req.readableEnded || !(req.headers["content-length"] || req.headers["transfer-encoding"])) respond();
      else
        req
          .on("end", respond)
          .on("error", () => res.destroy())
          .resume();
      return;
    }
    if (decision.url) req.url = decision.url;
    handle(req, res).catch((error: unknown) => {
      onError(error, req);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
      if (!res.writableEnded) res.end();
    });
  };
}
