import { describe, expect, it } from "vitest";
import { isDatabaseUnavailableError } from "./is-database-unavailable";

const withCode = (code: string, message = "boom") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailableError", () => {
  it.each(["57P01", "57P02", "57P03", "53300", "08006", "08001", "08P01", "ECONNREFUSED", "ECONNRESET", "ETIMEDOUT"])(
    "is true for %s",
    (code) => {
      expect(isDatabaseUnavailableError(withCode(code))).toBe(true);
    },
  );

  it("is true for pg's own connection messages and through wrappers", () => {
    expect(isDatabaseUnavailableError(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailableError(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailableError(new Error("Failed query: select 1", { cause: withCode("57P01") }))).toBe(true);
    expect(isDatabaseUnavailableError(new AggregateError([withCode("ECONNREFUSED")], "connect failed"))).toBe(true);
  });

  it.each([
    ["a unique violation", withCode("23505")],
    ["a syntax error", withCode("42601")],
    ["a statement timeout (the query, not the server)", withCode("57014")],
    ["a plain bug", new TypeError("x is undefined")],
    ["not an error", "ECONNREFUSED"],
    ["nothing", undefined],
  ])("is false for %s", (_name, error) => {
    expect(isDatabaseUnavailableError(error)).toBe(false);
  });
});
