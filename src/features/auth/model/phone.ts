import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";

export type { CountryCode };

/** A sensible default country per interface locale, when the browser's region is unknown. */
const LOCALE_COUNTRY: Record<string, CountryCode> = {
  en: "US", uk: "UA", es: "ES", "es-419": "MX", pt: "BR", fr: "FR", tr: "TR", it: "IT", de: "DE", pl: "PL", hi: "IN", el: "GR",
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
