// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { identityBase } from "./identity-api";

describe("identityBase", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is our own /api/identity by default", () => {
    vi.stubGlobal("document", { documentElement: { dataset: {} } });
    expect(identityBase()).toEqual({ url: "/api/identity", credentials: "same-origin" });
  });

  it("points at a configured development auth server", () => {
    vi.stubGlobal("document", { documentElement: { dataset: { authServer: "http://localhost:9099/" } } });
    expect(identityBase()).toEqual({ url: "http://localhost:9099/api/identity", credentials: "include" });
  });

  it("refuses a development server URL without http(s): invalid-emulator-scheme", () => {
    vi.stubGlobal("document", { documentElement: { dataset: { authServer: "localhost:9099" } } });
    expect(() => identityBase()).toThrow(expect.objectContaining({ code: "invalid-emulator-scheme" }));
  });
});
