/** The header every product API call carries: the caller's IANA time zone (spec section 7). */
export const TIME_LOCATION_HEADER = "X-Time-Location";

const ZONE = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

/** Zones already asked about (building a formatter to ask costs more than the rest of a request's checks). */
const checked = new Map<string, boolean>();
const MAX_CHECKED = 1000;

/** True for a time zone the runtime knows, e.g. "Europe/Kyiv" or "UTC"; false for anything else. */
export function isValidTimeZone(value: string | null | undefined): value is string {
  if (!value || value.length > 64 || !ZONE.test(value)) return false;
  const known = checked.get(value);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    valid = true;
  } catch {
    valid = false;
  }
  // Bounded: made-up zone names cannot grow it without end.
  if (checked.size < MAX_CHECKED) checked.set(value, valid);
  return valid;
}
