import { describe, expect, it } from "vitest";
import { AuthError } from "./auth-errors";
import { checkEmulatorUrl } from "./emulator-url";

describe("checkEmulatorUrl", () => {
  it.each(["http://localhost:9099", "https://auth.dev.example"])("accepts %s", (url) => {
    expect(checkEmulatorUrl(url).href).toContain(url.replace(/\/$/, ""));
  });
  it.each(["localhost:9099", "ftp://auth.example", "ws://localhost", "http//broken", ""])("rejects %j", (url) => {
    expect(() => checkEmulatorUrl(url)).toThrow(AuthError);
    try {
      checkEmulatorUrl(url);
    } catch (error) {
      expect((error as AuthError).code).toBe("invalid-emulator-scheme");
    }
  });
});
