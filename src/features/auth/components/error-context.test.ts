import { describe, expect, it } from "vitest";
import { contextualErrorKey } from "./error-context";

describe("contextualErrorKey", () => {
  it.each([
    ["invalid-verification-code", "authenticator-code", "authenticatorCodeWrong"],
    ["invalid-credential", "authenticator-code", "authenticatorCodeWrong"],
    ["code-expired", "authenticator-code", "authenticatorCodeWrong"],
    ["invalid-verification-code", "backup-code", "backupCodeWrong"],
    ["invalid-credential", "current-password", "currentPasswordWrong"],
    ["too-many-requests", "authenticator-code", null],
    ["too-many-requests", "current-password", null],
    ["weak-password", "current-password", null],
  ] as const)("%s while typing %s → %s", (code, context, expected) => {
    expect(contextualErrorKey(code, context)).toBe(expected);
  });
});
