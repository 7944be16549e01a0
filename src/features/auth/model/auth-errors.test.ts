import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { authErrorCodes, mapAuthError, specAuthErrorCodes } from "./auth-errors";

describe("auth error catalogue", () => {
  it("contains every code of the spec's section 8", () => {
    expect(specAuthErrorCodes).toHaveLength(16);
    for (const code of specAuthErrorCodes) expect(authErrorCodes).toContain(code);
  });

  it("has a translated message for every code in all 12 catalogues", () => {
    const en = JSON.parse(readFileSync(path.join("messages", "en.json"), "utf8")).authErrors as Record<string, string>;
    for (const locale of ["uk", "es", "es-419", "pt", "fr", "tr", "it", "de", "pl", "hi", "el"]) {
      const messages = JSON.parse(readFileSync(path.join("messages", `${locale}.json`), "utf8")).authErrors as Record<string, string>;
      for (const code of authErrorCodes) {
        expect(messages[code], `${locale}.${code}`).toBeTruthy();
        expect(messages[code], `${locale}.${code} is translated`).not.toBe(en[code]);
      }
    }
  });

  it.each([
    [{ code: "INVALID_EMAIL_OR_PASSWORD", status: 401 }, "invalid-credential"],
    [{ code: "PASSWORD_COMPROMISED", status: 400 }, "weak-password"],
    [{ code: "PASSWORD_TOO_SHORT", status: 400 }, "weak-password"],
    [{ code: "INVALID_OTP", status: 400 }, "invalid-verification-code"],
    [{ code: "OTP_EXPIRED", status: 400 }, "code-expired"],
    [{ code: "TOO_MANY_ATTEMPTS", status: 403 }, "too-many-attempts"],
    [{ code: "EMAIL_NOT_VERIFIED", status: 403 }, "email-not-verified"],
    [{ code: "SESSION_NOT_FRESH", status: 403 }, "requires-recent-login"],
    [{ code: undefined, status: 429 }, "too-many-requests"],
    [{ code: undefined, status: 503 }, "service-unavailable"],
    [{ code: "SERVICE_UNAVAILABLE", status: 503 }, "service-unavailable"],
    // A message that could not be delivered is its own case: the person can retry at once.
    [{ code: "MESSAGE_NOT_SENT", status: 503 }, "message-not-sent"],
    [{ code: "user-mismatch", status: 400 }, "user-mismatch"],
    [{ code: "SOMETHING_NEW", status: 500 }, "internal-error"],
    [{ code: null, status: 401 }, "invalid-credential"],
    [{ networkError: true }, "network-request-failed"],
  ])("%j → %s", (input, expected) => {
    expect(mapAuthError(input)).toBe(expected);
  });
});
