/**
 * The one check every JSON endpoint runs on a request body before anything stores it: the text is
 * JSON, and no string (value or key) holds a NUL character or an unpaired UTF-16 surrogate
 * (`"\ud800"`), neither of which PostgreSQL can store in text or jsonb. Used by /v1 (Hono), `jsonRoute`, the identity service and analytics ingestion.
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
