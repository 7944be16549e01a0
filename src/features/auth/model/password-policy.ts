import commonPasswords from "./common-passwords.json";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-policy-limits";

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/** OWASP ASVS V6: length only, no composition rules, the 3,000 most common passwords refused. */
const common = new Set((commonPasswords as string[]).map((p) => p.toLowerCase()));

export type PasswordProblem = "weak-password" | "password-too-long";

/** Counts characters as a person sees them (so "naïve" is 5), per ASVS. */
function length(password: string): number {
  return [...password.normalize("NFC")].length;
}

export function checkPassword(password: string): PasswordProblem | null {
  const size = length(password);
  if (size < PASSWORD_MIN_LENGTH) return "weak-password";
  if (size > PASSWORD_MAX_LENGTH) return "password-too-long";
  if (common.has(password.toLowerCase())) return "weak-password";
  return null;
}

export const COMMON_PASSWORD_COUNT = common.size;
