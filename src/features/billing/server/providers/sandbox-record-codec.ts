/**
 * How the sandbox's records become jsonb and back. JSON has no dates, and the records hold some
 * (a subscription's `currentPeriodEnd`, an idempotent answer's `endsAt`), so a Date is written as
 * `{ "$type": "Date", "value": "<ISO>" }`. A plain object that has a `$type` key of its own is
 * wrapped as `{ "$type": "Object", "value": {…} }`, so nothing stored can be mistaken for a date.
 * `undefined` properties are left out (as structuredClone would keep them absent-equivalent).
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export function encodeSandboxRecord(value: unknown): Json {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new TypeError("an invalid Date cannot be stored");
    return { $type: "Date", value: value.toISOString() };
  }
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : encodeSandboxRecord(item)));
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new TypeError(`the number ${value} cannot be stored`);
    return value;
  }
  if (typeof value === "object") {
    const entries: [string, Json][] = [];
    for (const [key, item] of Object.entries(value)) if (item !== undefined) entries.push([key, encodeSandboxRecord(item)]);
    const object = Object.fromEntries(entries);
    return "$type" in object ? { $type: "Object", value: object } : object;
  }
  throw new TypeError(`a ${typeof value} cannot be stored in a sandbox record`);
}

export function decodeSandboxRecord<T>(stored: unknown): T {
  return revive(stored) as T;
}

function revive(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(revive);
  if (value === null || typeof value !== "object") return value;
  const object = value as Record<string, unknown>;
  if (object.$type === "Date" && typeof object.value === "string") return new Date(object.value);
  const plain = object.$type === "Object" && typeof object.value === "object" && object.value !== null ? object.value : object;
  return Object.fromEntries(Object.entries(plain).map(([key, item]) => [key, revive(item)]));
}
