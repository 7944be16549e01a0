/**
 * The one check every JSON endpoint runs on a request body before anything stores it: the text is
 * JSON, and no string (value or key) holds a NUL character, which PostgreSQL cannot store in text
 * or jsonb. Used by /v1 (Hono), `jsonRoute`, the identity service and analytics ingestion.
 */
export type JsonPath = (string | number)[];

export type JsonBodyCheck = { ok: true; value: unknown } | { ok: false; reason: "not_json" } | { ok: false; reason: "nul"; paths: JsonPath[] };

export const NUL_MESSAGE = "must not contain a NUL character (\\u0000)";

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
      if (node.includes("\u0000")) found.push(path);
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, [...path, index]));
    } else if (node && typeof node === "object") {
      for (const [key, item] of Object.entries(node)) {
        if (key.includes("\u0000")) found.push([...path, key]);
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
