import { useEffect, useState } from "react";
import { loadTimeZoneCities } from "./time-zone-cities";
import type { TimeZoneCities } from "./time-zones";

/** The time zones' cities in `locale` once loaded (undefined until then: the ids' names show meanwhile). */
export function useTimeZoneCities(locale: string): TimeZoneCities | undefined {
  const [loaded, setLoaded] = useState<{ locale: string; cities: TimeZoneCities } | null>(null);
  useEffect(() => {
    let current = true;
    loadTimeZoneCities(locale)
      .then((cities) => {
        if (current) setLoaded({ locale, cities });
      })
      // Without the file (a failed chunk load) the list keeps the ids' names.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [locale]);
  return loaded?.locale === locale ? loaded.cities : undefined;
}
