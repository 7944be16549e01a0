/**
 * Time zones as a person picks them: current IANA names (browsers still list some renamed ones),
 * grouped by region and labelled in the interface language.
 */

/** Renamed or merged IANA zones (tzdata "backward") → the current name. */
export const LEGACY_TIME_ZONES: Readonly<Record<string, string>> = {
  "Africa/Asmera": "Africa/Asmara",
  "Africa/Timbuktu": "Africa/Bamako",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Catamarca": "America/Argentina/Catamarca",
  "America/Coral_Harbour": "America/Panama",
  "America/Cordoba": "America/Argentina/Cordoba",
  "America/Ensenada": "America/Tijuana",
  "America/Fort_Wayne": "America/Indiana/Indianapolis",
  "America/Godthab": "America/Nuuk",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "America/Jujuy": "America/Argentina/Jujuy",
  "America/Knox_IN": "America/Indiana/Knox",
  "America/Louisville": "America/Kentucky/Louisville",
  "America/Mendoza": "America/Argentina/Mendoza",
  "America/Montreal": "America/Toronto",
  "America/Santa_Isabel": "America/Tijuana",
  "America/Shiprock": "America/Denver",
  "Antarctica/South_Pole": "Pacific/Auckland",
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Chongqing": "Asia/Shanghai",
  "Asia/Chungking": "Asia/Shanghai",
  "Asia/Dacca": "Asia/Dhaka",
  "Asia/Harbin": "Asia/Shanghai",
  "Asia/Kashgar": "Asia/Urumqi",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Macao": "Asia/Macau",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Asia/Tel_Aviv": "Asia/Jerusalem",
  "Asia/Thimbu": "Asia/Thimphu",
  "Asia/Ujung_Pandang": "Asia/Makassar",
  "Asia/Ulan_Bator": "Asia/Ulaanbaatar",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Atlantic/Jan_Mayen": "Arctic/Longyearbyen",
  "Australia/Canberra": "Australia/Sydney",
  "Australia/Currie": "Australia/Hobart",
  "Europe/Belfast": "Europe/London",
  "Europe/Kiev": "Europe/Kyiv",
  "Europe/Tiraspol": "Europe/Chisinau",
  "Europe/Uzhgorod": "Europe/Kyiv",
  "Europe/Zaporozhye": "Europe/Kyiv",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Johnston": "Pacific/Honolulu",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Samoa": "Pacific/Pago_Pago",
  "Pacific/Truk": "Pacific/Chuuk",
  "Pacific/Yap": "Pacific/Chuuk",
};

export function currentTimeZone(zone: string): string;
export function currentTimeZone(zone: string | null | undefined): string | null;
export function currentTimeZone(zone: string | null | undefined): string | null {
  if (!zone) return null;
  return LEGACY_TIME_ZONES[zone] ?? zone;
}

/** The regions of the IANA names, in the order they are offered; "Other" holds UTC. */
export const TIME_ZONE_REGIONS = [
  "Africa",
  "America",
  "Antarctica",
  "Arctic",
  "Asia",
  "Atlantic",
  "Australia",
  "Europe",
  "Indian",
  "Pacific",
  "Other",
] as const;
export type TimeZoneRegion = (typeof TIME_ZONE_REGIONS)[number];

export interface TimeZoneOption {
  id: string;
  label: string;
}

export interface TimeZoneGroup {
  region: TimeZoneRegion;
  zones: TimeZoneOption[];
}

function regionOf(zone: string): TimeZoneRegion | null {
  if (zone === "UTC") return "Other";
  const region = zone.split("/")[0] as TimeZoneRegion;
  return zone.includes("/") && (TIME_ZONE_REGIONS as readonly string[]).includes(region) && region !== "Other" ? region : null;
}

/** Place names the IANA id cannot spell. */
const CITY_NAMES: Readonly<Record<string, string>> = { DumontDUrville: "Dumont d’Urville" };

/** "America/Argentina/Buenos_Aires" → "Buenos Aires". */
export function cityOf(zone: string): string {
  const last = zone.split("/").at(-1) ?? zone;
  return CITY_NAMES[last] ?? last.replace(/_/g, " ");
}

function zoneName(zone: string, locale: string, style: "longGeneric" | "shortOffset", at: Date): string | null {
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style }).formatToParts(at);
    return parts.find((part) => part.type === "timeZoneName")?.value ?? null;
  } catch {
    return null;
  }
}

/** "Kyiv — Eastern European Time (GMT+2)", in the interface language where the runtime knows it. */
export function timeZoneLabel(zone: string, locale: string, at = new Date()): string {
  if (zone === "UTC") return "UTC";
  const city = cityOf(zone);
  const generic = zoneName(zone, locale, "longGeneric", at);
  const offset = zoneName(zone, locale, "shortOffset", at);
  if (!generic) return offset ? `${city} (${offset})` : city;
  return offset && !generic.includes(offset) ? `${city} — ${generic} (${offset})` : `${city} — ${generic}`;
}

/**
 * The zones to offer, grouped by region: the runtime's list plus the stored and the device's
 * zone, all under their current names, each once. Zones outside the regions (Etc/…) are left out.
 */
export function timeZoneGroups(
  known: readonly string[],
  locale: string,
  extra: readonly (string | null | undefined)[] = [],
  at = new Date(),
): TimeZoneGroup[] {
  const ids = new Set<string>(["UTC"]);
  for (const zone of [...known, ...extra]) {
    const current = currentTimeZone(zone);
    if (current && regionOf(current)) ids.add(current);
  }
  const groups = new Map<TimeZoneRegion, TimeZoneOption[]>();
  for (const id of ids) {
    const region = regionOf(id)!;
    groups.set(region, [...(groups.get(region) ?? []), { id, label: timeZoneLabel(id, locale, at) }]);
  }
  return TIME_ZONE_REGIONS.filter((region) => groups.has(region)).map((region) => ({
    region,
    zones: groups.get(region)!.sort((a, b) => a.label.localeCompare(b.label, locale)),
  }));
}
