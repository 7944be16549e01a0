import { describe, expect, it } from "vitest";
import { decodeSandboxRecord, encodeSandboxRecord } from "./sandbox-record-codec";

/** What a jsonb column gives back: the JSON text parsed again. */
const roundTrip = <T>(value: T): T => decodeSandboxRecord<T>(JSON.parse(JSON.stringify(encodeSandboxRecord(value))));

describe("sandbox record codec", () => {
  it("brings dates back as Dates, at any depth", () => {
    const record = {
      id: "sub_sbx_1",
      currentPeriodEnd: new Date("2026-04-01T12:30:45.678Z"),
      result: { endsAt: new Date("2026-05-01T00:00:00.000Z"), nested: [new Date(0), { at: new Date("2030-01-01T00:00:00Z") }] },
    };
    const back = roundTrip(record);
    expect(back).toEqual(record);
    expect(back.currentPeriodEnd).toBeInstanceOf(Date);
    expect(back.result.nested[1]).toEqual({ at: new Date("2030-01-01T00:00:00Z") });
  });

  it("keeps strings, numbers, booleans, null, arrays and metadata as they were", () => {
    const record = { a: "2026-01-01T00:00:00.000Z", b: 0, c: -1.5, d: false, e: null, f: [1, "x", true], g: { k: "v" } };
    const back = roundTrip(record);
    expect(back).toEqual(record);
    // An ISO-looking string stays a string.
    expect(typeof back.a).toBe("string");
  });

  it("an object with a $type key of its own is not mistaken for a date", () => {
    const record = { metadata: { $type: "Date", value: "2026-01-01T00:00:00.000Z" }, other: { $type: "Object", value: 3 } };
    const back = roundTrip(record);
    expect(back).toEqual(record);
    expect(typeof back.metadata.value).toBe("string");
  });

  it("drops undefined properties and refuses what JSON cannot hold", () => {
    expect(roundTrip({ a: 1, b: undefined })).toEqual({ a: 1 });
    expect(() => encodeSandboxRecord({ at: new Date(Number.NaN) })).toThrow(/invalid Date/);
    expect(() => encodeSandboxRecord({ n: Number.POSITIVE_INFINITY })).toThrow(/cannot be stored/);
    expect(() => encodeSandboxRecord({ f: () => 1 })).toThrow(/function/);
  });
});
