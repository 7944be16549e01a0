import { defaultLocale, normalizeLocale, type Locale } from "./locales";

/** Spanish as written in Latin America and the Caribbean; these regions map to es-419. */
const LATIN_AMERICAN_REGIONS = new Set([
  "419",
  "ar",
  "bo",
  "cl",
  "co",
  "cr",
  "cu",
  "do",
  "ec",
  "gt",
  "hn",
  "mx",
  "ni",
  "pa",
  "pe",
  "pr",
  "py",
  "sv",
  "us",
  "uy",
  "ve",
]);

interface WeightedTag {
  tag: string;
  q: number;
  order: number;
}

/** Parses an Accept-Language header into tags sorted by quality (stable for equal q). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  const tags: WeightedTag[] = [];
  header.split(",").forEach((part, order) => {
    const [rawTag, ...params] = part.trim().split(";");
    const tag = rawTag?.trim().toLowerCase();
    if (!tag || tag === "*" || !/^[a-z]{1,8}(-[a-z0-9]{1,8})*$/.test(tag)) return;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split("=");
      if (key === "q") {
        const parsed = Number(value);
        q = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
      }
    }
    if (q > 0) tags.push({ tag, q, order });
  });
  return tags.sort((a, b) => b.q - a.q || a.order - b.order).map((t) => t.tag);
}

/** Maps one language tag to a supported locale, if any ("es-MX" → "es-419", "pt-BR" → "pt"). */
export function matchLanguageTag(tag: string): Locale | undefined {
  const exact = normalizeLocale(tag);
  if (exact) return exact;
  const [language, region] = tag.toLowerCase().split("-");
  if (language === "es" && region && LATIN_AMERICAN_REGIONS.has(region)) return "es-419";
  return normalizeLocale(language);
}

/** The locale for a request without one in its path: the cookie, then Accept-Language, then en. */
export function negotiateLocale(input: { cookie?: string | null; acceptLanguage?: string | null }): Locale {
  const fromCookie = normalizeLocale(input.cookie ?? undefined);
  if (fromCookie) return fromCookie;
  for (const tag of parseAcceptLanguage(input.acceptLanguage)) {
    const match = matchLanguageTag(tag);
    if (match) return match;
  }
  return defaultLocale;
}
