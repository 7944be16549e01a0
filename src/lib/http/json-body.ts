import { AppError } from "@/lib/errors";

/**
 * The one body reader of our JSON endpoints: the text is JSON, and no string (value or key) holds a
 * NUL character or an unpaired UTF-16 surrogate (`"\ud800"`), neither of which PostgreSQL can store
 * in text or jsonb. `readJsonBody` serves the /api edge, `parseJsonBody` /v1 (Hono keeps the text),
 * `checkJsonText` the identity edge and analytics ingestion, which answer in their own shapes.
 */
export type JsonPath = (string | number)[];

export type JsonBodyCheck =
  { ok: true; value: unknown } | { ok: false; reason: "not_json" } | { ok: false; reason: "nul"; paths: JsonPath[] };

export const NUL_MESSAGE = "must not contain a NUL character (\\u0000) or an unpaired surrogate (\\ud800–\\udfff)";

// A NUL, a high surrogate not followed by a low one, or a low surrogate not after a high one.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether PostgreSQL can store this string in text or jsonb. */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

export function checkJsonText(text: string, maxPaths = 20): JsonBodyCheck {
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    return { ok: false, reason: "not_json" };
  }
  const paths = findNulStrings(value, maxPaths);
  return paths.length ? { ok: false, reason: "nul", paths } : { ok: true, value };
}

/** Where a parsed JSON value holds a NUL character (a key's NUL names the key itself). At most `limit` paths. */
export function findNulStrings(value: unknown, limit = 20): JsonPath[] {
  const found: JsonPath[] = [];
  const walk = (node: unknown, path: JsonPath) => {
    if (found.length >= limit) return;
    if (typeof node === "string") {
      if (!isStorableText(node)) found.push(path);
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, [...path, index]));
    } else if (node && typeof node === "object") {
      for (const [key, item] of Object.entries(node)) {
        if (!isStorableText(key)) found.push([...path, key]);
        else walk(item, [...path, key]);
      }
    }
  };
  walk(value, []);
  return found;
}

/** `{ "json.name": "must not contain…" }`: the field names our 400 answers use. */
export function nulFields(prefix: string, paths: JsonPath[]): Record<string, string> {
  return Object.fromEntries(paths.map((path) => [[prefix, ...path.map(String)].join("."), NUL_MESSAGE]));
}

export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export const MAX_JSON_BODY_BYTES = 64 * 1024;

/** 415 unless the body is declared as JSON. */
export function assertJsonContentType(contentType: string | null | undefined): void {
  if (!/^application\/json\b/i.test(contentType ?? "")) throw new AppError("unsupported_media_type", "Send the body as application/json.");
}

/** The parsed body, or a 400: not JSON, or a string PostgreSQL cannot store (named as `<prefix>.path`). */
export function parseJsonBody(text: string, prefix = "body"): unknown {
  const check = checkJsonText(text);
  if (check.ok) return check.value;
  if (check.reason === "not_json") throw new AppError("invalid_input", "The request body is not valid JSON.");
  throw new AppError("invalid_input", "The request is not valid.", { fields: nulFields(prefix, check.paths) });
}

/** Reads a JSON request body: 415 for another content type, 413 past the size limit, 400 if not JSON or a string holds NUL. */
export async function readJsonBody(request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<unknown> {
  assertJsonContentType(request.headers.get("content-type"));
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new AppError("payload_too_large", "The request body is too large.");
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBytes) throw new AppError("payload_too_large", "The request body is too large.");
  return parseJsonBody(text);
}
