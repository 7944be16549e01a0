/**
 * Writes src/lib/i18n/time-zone-cities/<locale>.json: the name of each time zone's city in each
 * interface language ("Europe/Warsaw" → "Warszawa" in Polish), from the Unicode CLDR's exemplar
 * cities (cldr-dates-full 48.2.0, Unicode License v3, see NOTICE.md). Only the names that differ
 * from the one the IANA id spells (`timeZoneCity`) are kept; CLDR's keys are its canonical ids
 * (Europe/Kiev), so each is written under the current name too (Europe/Kyiv). `Intl` has no API
 * for these names. Run when CLDR changes:
 *
 *   curl -sSL https://registry.npmjs.org/cldr-dates-full/-/cldr-dates-full-48.2.0.tgz | tar xz -C /tmp
 *   npx tsx scripts/time-zone-cities.ts /tmp/package
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { locales } from "../src/lib/i18n/locales";
import { LEGACY_TIME_ZONES, isPickableTimeZone, timeZoneCity } from "../src/lib/i18n/time-zones";

const root = process.argv[2];
if (!root) throw new Error("usage: tsx scripts/time-zone-cities.ts <path to an unpacked cldr-dates-full>");
const target = path.join(process.cwd(), "src", "lib", "i18n", "time-zone-cities");

type ZoneTree = { [key: string]: ZoneTree | string };

function exemplarCities(tree: ZoneTree, prefix: string[] = [], found = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (key.startsWith("_") || typeof value === "string") continue;
    if (typeof value.exemplarCity === "string") found.set([...prefix, key].join("/"), value.exemplarCity);
    else exemplarCities(value, [...prefix, key], found);
  }
  return found;
}

for (const locale of locales) {
  const file = JSON.parse(readFileSync(path.join(root, "main", locale, "timeZoneNames.json"), "utf8")) as {
    main: Record<string, { dates: { timeZoneNames: { zone: ZoneTree } } }>;
  };
  const names: Record<string, string> = {};
  for (const [cldrId, city] of exemplarCities(file.main[locale]!.dates.timeZoneNames.zone)) {
    for (const id of new Set([cldrId, LEGACY_TIME_ZONES[cldrId] ?? cldrId])) {
      if (isPickableTimeZone(id) && id !== "UTC" && city !== timeZoneCity(id)) names[id] = city;
    }
  }
  const sorted = Object.fromEntries(Object.entries(names).sort(([a], [b]) => (a < b ? -1 : 1)));
  writeFileSync(path.join(target, `${locale}.json`), `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`${locale}: ${Object.keys(sorted).length} names`);
}
