/** The header every product API call carries: the caller's IANA time zone (spec section 7). */
export const TIME_LOCATION_HEADER = "X-Time-Location";

const ZONE = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

/** True for a time zone the runtime knows, e.g. "Europe/Kyiv" or "UTC"; false for anything else. */
export function isValidTimeZone(value: string | null | undefined): value is string {
  if (!value || value.length > 64 || !ZONE.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
