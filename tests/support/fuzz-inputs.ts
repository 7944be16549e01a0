import fc from "fast-check";

/**
 * Hostile inputs for the fuzz tests of every JSON endpoint: NUL characters, lone surrogates,
 * invalid UTF-8, non-object bodies, nulls, huge and odd values, unsupported methods.
 */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, "", "\u0000", "a\u0000b", "\ud800", "💥", "x".repeat(20_000), 1e308, -1, 0, 2 ** 63, -0.5, true, [], {}, [null], {
    "\u0000": 1,
  }),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.json().map((text) => JSON.parse(text) as unknown),
);

/** An object with the endpoint's own field names (and some others) holding odd values. */
export const oddObject = (fields: readonly string[]) =>
  fc.dictionary(fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...fields) }, fc.string({ maxLength: 12 })), oddValue, { maxKeys: 4 });

type Path = (string | number)[];

function leafPaths(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return [path, ...value.flatMap((item, index) => leafPaths(item, [...path, index]))];
  if (value && typeof value === "object") return [path, ...Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...path, key]))];
  return [path];
}

function withValueAt(value: unknown, path: Path, replacement: (old: unknown) => unknown): unknown {
  if (path.length === 0) return replacement(value);
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  const [head, ...rest] = path;
  copy[head!] = withValueAt(copy[head!], rest, replacement);
  return copy;
}

/** A valid body with one place changed: a NUL put into a string, or an odd value put anywhere. */
export const mutatedBody = (valid: object) =>
  fc
    .tuple(fc.constantFrom(...leafPaths(valid)), fc.oneof(fc.constant("nul" as const), oddValue))
    .map(([path, change]) =>
      JSON.stringify(
        withValueAt(valid, path, (old) => (change === "nul" ? (typeof old === "string" ? `${old}\u0000` : "\u0000") : change)),
      ),
    );

/** A request body: valid ones changed in one place, odd objects, non-object JSON, JSON that is not, bytes that are not UTF-8. */
export const oddBody = (fields: readonly string[], valid: object = {}): fc.Arbitrary<string | Uint8Array<ArrayBuffer>> =>
  fc.oneof(
    { weight: 6, arbitrary: mutatedBody(valid) },
    { weight: 3, arbitrary: oddObject(fields).map((value) => JSON.stringify(value)) },
    fc.constantFrom("[]", '"text"', "42", "null", "true", "[{}]", '{"a":"\\u0000"}', '{"a":"\\ud800"}', "{oops", "", " "),
    fc.json(),
    fc.string(),
    fc.constantFrom(
      new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xae, 0x22, 0x7d]),
      new Uint8Array([0xed, 0xa0, 0x80]),
      new Uint8Array([0xff, 0xfe]),
    ),
  );

/** A path segment, sometimes with percent-escapes that are not UTF-8. */
export const oddSegment = fc.oneof(
  fc.string({ maxLength: 30 }).map((s) => encodeURIComponent(s) || "x"),
  fc.constantFrom("%C0%AE", "%ED%A0%80", "%FF", "%E2%82", "%", "%zz", "..", "%00", "a%2Fb"),
);

export const oddMethod = fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD", "PROPFIND", "TRACE");

export const oddContentType = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "",
  "application/x-www-form-urlencoded",
);
