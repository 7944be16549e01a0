import { createConfig, lintFromString } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";
import { callApi } from "../../tests/support/api-client";

/**
 * Redocly's `recommended` rules on the document `/v1/openapi.json` serves: every operation has an
 * operationId (the typed clients are generated from them), the document names its licence, and
 * nothing else the linter recommends is missing. New operations keep it clean.
 */
describe("the OpenAPI document passes Redocly's recommended lint", () => {
  it("with no error and no warning", async () => {
    const source = await (await callApi("/v1/openapi.json")).text();
    const problems = await lintFromString({
      source,
      absoluteRef: "/v1/openapi.json",
      config: await createConfig({ extends: ["recommended"] }),
    });
    expect(
      problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? ""}`),
    ).toEqual([]);
  });
});
