import type { AuthErrorCode } from "../model/auth-errors";

/** What the person typed when a step failed: the explanation names that, not an email or a message. */
export type ErrorContext = "authenticator-code" | "backup-code" | "current-password";

type ContextualKey = "authenticatorCodeWrong" | "backupCodeWrong" | "currentPasswordWrong";

const refusedCode: readonly AuthErrorCode[] = ["invalid-verification-code", "invalid-credential", "code-expired"];

/** The `auth` catalogue key that explains `code` in `context`, or null when the general message fits. */
export function contextualErrorKey(code: AuthErrorCode, context: ErrorContext): ContextualKey | null {
  if (context === "current-password") return code === "invalid-credential" ? "currentPasswordWrong" : null;
  if (!refusedCode.includes(code)) return null;
  return context === "authenticator-code" ? "authenticatorCodeWrong" : "backupCodeWrong";
}
