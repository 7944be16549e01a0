import { AuthError } from "./auth-errors";

/** A development auth server URL must start with http:// or https://, else invalid-emulator-scheme. */
export function checkEmulatorUrl(url: string): URL {
  if (!/^https?:\/\//i.test(url)) throw new AuthError("invalid-emulator-scheme");
  try {
    return new URL(url);
  } catch {
    throw new AuthError("invalid-emulator-scheme");
  }
}
