/**
 * The one check for every redirect target we take from a URL, a form or an email link
 * (`next`, `continueUrl`, an autologin token's page): is it a page of ours?
 *
 * The value is parsed as a URL against our origin, exactly as a browser would resolve it, so
 * tricks that a string test misses (`/\t/evil.example`, `/\\evil.example`, `//evil.example`,
 * `https:evil.example`, encoded control characters) resolve to another origin and are refused.
 * What comes back is the path, query and fragment of the parsed URL, never the raw input.
 */
const INTERNAL_BASE = "https://lingora.internal";

export function safeRedirectPath(value: string | null | undefined, fallback: string, ownOrigin?: string): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return fallback;
  // Only targets written as a path, or as an absolute URL on our own origin.
  const isPath = value.startsWith("/");
  if (!isPath && !(ownOrigin && value.startsWith(`${ownOrigin}/`))) return fallback;
  // Control characters and backslashes are never part of a link we make.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  let parsed: URL;
  try {
    parsed = new URL(value, isPath ? INTERNAL_BASE : ownOrigin);
  } catch {
    return fallback;
  }
  const expected = isPath ? INTERNAL_BASE : new URL(ownOrigin!).origin;
  if (parsed.origin !== expected || parsed.username || parsed.password) return fallback;
  const target = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  // A path that a browser would read as protocol-relative after normalisation.
  if (!target.startsWith("/") || target.startsWith("//")) return fallback;
  return target;
}

/** The same check as a yes/no, for code that must refuse rather than fall back. */
export function isSafeRedirect(value: string | null | undefined, ownOrigin?: string): boolean {
  return safeRedirectPath(value, "", ownOrigin) !== "";
}
