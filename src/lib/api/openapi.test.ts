import { describe, expect, it } from "vitest";
import { completeApiDocument } from "./openapi";

describe("completeApiDocument", () => {
  const input = {
    openapi: "3.1.0",
    paths: {
      "/v1/things": {
        get: { security: [{ bearerAuth: [] }], responses: { 200: { description: "ok" } } },
        post: { security: [{ bearerAuth: [] }], responses: { 201: { description: "made" }, 400: { description: "own 400" } } },
      },
      "/v1/openapi.json": { get: { responses: { 200: { description: "public" } } } },
    },
    components: { schemas: {} },
  };

  it("adds the time-location header and the shell's error answers to secured calls, 413/415 to calls with a body, 429 to secured writes, 503 to secured calls", () => {
    const doc = completeApiDocument(input) as typeof input & {
      components: { parameters: Record<string, { name: string; in: string; required: boolean }> };
    };
    const paths = doc.paths as Record<
      string,
      Record<string, { parameters?: unknown[]; responses: Record<string, { description: string }> }>
    >;
    expect(doc.components.parameters.TimeLocation).toMatchObject({ name: "X-Time-Location", in: "header", required: true });
    expect(paths["/v1/things"]!.get!.parameters).toEqual([{ $ref: "#/components/parameters/TimeLocation" }]);
    expect(Object.keys(paths["/v1/things"]!.get!.responses).sort()).toEqual(["200", "400", "401", "503"]);
    expect(Object.keys(paths["/v1/things"]!.post!.responses).sort()).toEqual(["201", "400", "401", "413", "415", "429", "503"]);
    // A route's own description of a status is kept.
    expect(paths["/v1/things"]!.post!.responses["400"]!.description).toBe("own 400");
    // Public routes need neither token nor header.
    expect(paths["/v1/openapi.json"]!.get!.parameters).toBeUndefined();
    expect(Object.keys(paths["/v1/openapi.json"]!.get!.responses)).toEqual(["200"]);
  });

  it("leaves its input untouched", () => {
    completeApiDocument(input);
    expect(input.paths["/v1/things"].get).not.toHaveProperty("parameters");
  });
});
