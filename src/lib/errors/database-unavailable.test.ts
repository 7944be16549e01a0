import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./database-unavailable";
import { toErrorBody } from "./app-error";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    withCode("ECONNREFUSED"),
    withCode("57P01", "terminating connection due to administrator command"),
    withCode("57P03", "the database system is starting up"),
    withCode("53300", "sorry, too many clients already"),
    withCode("08006"),
    new Error("Connection terminated unexpectedly"),
    new Error("timeout exceeded when trying to connect"),
    new AggregateError([withCode("ECONNREFUSED"), withCode("ECONNREFUSED")]),
    new Error("Failed query: select 1", { cause: withCode("ECONNREFUSED") }),
  ])("recognises %s", (error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([new Error("boom"), withCode("23505", "duplicate key"), withCode("22P02"), null, "ECONNREFUSED"])(
    "does not take %s for an outage",
    (error) => {
      expect(isDatabaseUnavailable(error)).toBe(false);
    },
  );

  it("is answered 503 with Retry-After, without the driver's message", () => {
    const mapped = toErrorBody(new Error("Failed query", { cause: withCode("ECONNREFUSED", "connect ECONNREFUSED 10.0.0.5:5432") }));
    expect(mapped.status).toBe(503);
    expect(mapped.headers["Retry-After"]).toMatch(/^\d+$/);
    expect(mapped.body.error.code).toBe("unavailable");
    expect(JSON.stringify(mapped.body)).not.toContain("10.0.0.5");
  });
});
