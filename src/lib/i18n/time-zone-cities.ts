/**
 * Time zones' cities in each interface language (CLDR's exemplar cities, written by
 * scripts/time-zone-cities.ts; only the names that differ from the id's). Loaded when a time zone
 * list is shown, one locale's file at a time (3–13 KB), so no page carries them all.
 */
import type { Locale } from "./locales";
import type { TimeZoneCities } from "./time-zones";

const loaders: Record<Locale, () => Promise<{ default: TimeZoneCities }>> = {
  en: () => import("./time-zone-cities/en.json"),
  uk: () => import("./time-zone-cities/uk.json"),
  es: () => import("./time-zone-cities/es.json"),
  "es-419": () => import("./time-zone-cities/es-419.json"),
  pt: () => import("./time-zone-cities/pt.json"),
  fr: () => import("./time-zone-cities/fr.json"),
  tr: () => import("./time-zone-cities/tr.json"),
  it: () => import("./time-zone-cities/it.json"),
  de: () => import("./time-zone-cities/de.json"),
  pl: () => import("./time-zone-cities/pl.json"),
  hi: () => import("./time-zone-cities/hi.json"),
  el: () => import("./time-zone-cities/el.json"),
};

/** The cities' names in `locale`; none (the ids' English names) for a locale we do not have. */
export async function loadTimeZoneCities(locale: string): Promise<TimeZoneCities> {
  const load = (loaders as Record<string, (typeof loaders)[Locale] | undefined>)[locale];
  return load ? (await load()).default : {};
}
