import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";

export type { CountryCode };

/** A sensible default country per interface locale, when the browser's region is unknown. */
const LOCALE_COUNTRY: Record<string, CountryCode> = {
  en: "US",
  uk: "UA",
  es: "ES",
  "es-419": "MX",
  pt: "BR",
  fr: "FR",
  tr: "TR",
  it: "IT",
  de: "DE",
  pl: "PL",
  hi: "IN",
  el: "GR",
};

export function defaultCountry(input: { languages: readonly string[]; locale: string; known?: string | null }): CountryCode {
  const countries = new Set<string>(getCountries());
  if (input.known && countries.has(input.known.toUpperCase())) return input.known.toUpperCase() as CountryCode;
  for (const tag of input.languages) {
    const region = tag.split("-")[1]?.toUpperCase();
    if (region && countries.has(region)) return region as CountryCode;
  }
  return LOCALE_COUNTRY[input.locale] ?? "US";
}

/** A typed number in national or international form → E.164 ("+380501234567"), or null if invalid. */
export function toE164(input: string, country: CountryCode): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), country);
  return parsed && parsed.isValid() ? parsed.number : null;
}

/** Countries with their calling codes, named in the interface language. */
export function countryOptions(locale: string): Array<{ code: CountryCode; label: string }> {
  const names = new Intl.DisplayNames([locale, "en"], { type: "region" });
  return getCountries()
    .map((code) => ({ code, label: `${names.of(code) ?? code} (+${getCountryCallingCode(code)})` }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

/**
 * A stored number (E.164) as a person reads it: "+380 50 123 4567". Anything that does not parse
 * is shown as it is.
 */
export function formatPhoneForDisplay(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164.trim());
  return parsed ? parsed.formatInternational() : e164;
}

/**
 * The name a phone-only account starts with: the number in international form with all but its
 * last two digits hidden ("+380 •• ••• •• 67"), so a greeting or a list never shows a full
 * number and the person still recognises it. It can be changed in the personal info.
 */
export function phoneAccountName(e164: string): string {
  const formatted = formatPhoneForDisplay(e164);
  const [code, ...rest] = formatted.split(" ");
  if (!code?.startsWith("+") || rest.length === 0) return formatted.replace(/\d(?=\d{2})/g, "•");
  const digits = rest.join(" ");
  const hidden = digits.replace(/\d/g, "•");
  let toReveal = 2;
  const chars = hidden.split("");
  for (let index = digits.length - 1; index >= 0 && toReveal > 0; index--) {
    if (/\d/.test(digits[index]!)) {
      chars[index] = digits[index]!;
      toReveal--;
    }
  }
  return `${code} ${chars.join("")}`;
}
