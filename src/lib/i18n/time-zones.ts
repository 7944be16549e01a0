/**
 * Time zones as a person picks them: "(UTC+02:00) Kyiv — Eastern European Time", written with
 * `Intl` in the interface language, ordered by the offset they have now. The value stays the IANA id.
 * Pure apart from `supportedTimeZones()`, which asks the runtime for its list.
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
  // Aliases a device may report: UTC under other names, the US zones by their cities.
  "Etc/UTC": "UTC",
  "Etc/GMT": "UTC",
  "Etc/UCT": "UTC",
  "Etc/Universal": "UTC",
  "Etc/Zulu": "UTC",
  GMT: "UTC",
  UCT: "UTC",
  Universal: "UTC",
  Zulu: "UTC",
  "US/Alaska": "America/Anchorage",
  "US/Arizona": "America/Phoenix",
  "US/Central": "America/Chicago",
  "US/Eastern": "America/New_York",
  "US/Hawaii": "Pacific/Honolulu",
  "US/Mountain": "America/Denver",
  "US/Pacific": "America/Los_Angeles",
};

export function currentTimeZone(zone: string): string;
export function currentTimeZone(zone: string | null | undefined): string | null;
export function currentTimeZone(zone: string | null | undefined): string | null {
  if (!zone) return null;
  return LEGACY_TIME_ZONES[zone] ?? zone;
}

/** The geographic regions of IANA ids; everything else (Etc/…, US/…, EST5EDT, GMT) is an alias nobody picks. */
export const GEOGRAPHIC_REGIONS = [
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
] as const;
/** A zone's region: the first part of its id, "Other" for UTC and anything outside the regions. */
export type TimeZoneRegion = (typeof GEOGRAPHIC_REGIONS)[number] | "Other";

export interface TimeZoneOption {
  /** The IANA id: what is stored. */
  id: string;
  /** "(UTC+02:00) Kyiv — Eastern European Time" in the interface language. */
  label: string;
  /** The offset from UTC at the time asked about, in minutes; null where the runtime cannot tell. */
  offsetMinutes: number | null;
  region: TimeZoneRegion;
}

export function timeZoneRegion(zone: string): TimeZoneRegion {
  const [first, ...rest] = zone.split("/");
  return rest.length > 0 && (GEOGRAPHIC_REGIONS as readonly string[]).includes(first!) ? (first as TimeZoneRegion) : "Other";
}

/** True for UTC and for a geographic zone ("Europe/Kyiv"); false for Etc/GMT+5, US/Eastern, EST, GMT, … */
export function isPickableTimeZone(zone: string): boolean {
  return zone === "UTC" || timeZoneRegion(zone) !== "Other";
}

/**
 * Place names the id does not spell as they are written today: runtimes (CLDR, so Chromium and
 * Node) still list some zones under a city's old name (Europe/Kiev). Only the label changes.
 */
const CITY_NAMES: Readonly<Record<string, string>> = {
  Asmera: "Asmara",
  Calcutta: "Kolkata",
  ComodRivadavia: "Comodoro Rivadavia",
  DumontDUrville: "Dumont d’Urville",
  Enderbury: "Kanton",
  Faeroe: "Faroe",
  Godthab: "Nuuk",
  Katmandu: "Kathmandu",
  Kiev: "Kyiv",
  Ponape: "Pohnpei",
  Rangoon: "Yangon",
  Saigon: "Ho Chi Minh",
  Truk: "Chuuk",
};

/**
 * A zone's city in the interface language where CLDR names it otherwise than the id does
 * ("Europe/Warsaw" → "Warszawa" in Polish): `loadTimeZoneCities` in ./time-zone-cities.
 */
export type TimeZoneCities = Readonly<Record<string, string>>;

/**
 * "America/Argentina/Buenos_Aires" → "Buenos Aires", "Europe/Kiev" → "Kyiv", "UTC" → "UTC"; Etc/… → "" (its offset says it all).
 * With `cities`, the name in the interface language where it has one of its own ("Warszawa").
 */
export function timeZoneCity(zone: string, cities?: TimeZoneCities): string {
  if (zone.startsWith("Etc/")) return "";
  const named = cities?.[zone];
  if (named) return named;
  const last = zone.split("/").at(-1) ?? zone;
  return CITY_NAMES[last] ?? last.replaceAll("_", " ");
}

function zoneName(zone: string, locale: string, style: "longGeneric" | "long" | "longOffset" | "shortOffset", at: Date): string | null {
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style }).formatToParts(at);
    return parts.find((part) => part.type === "timeZoneName")?.value ?? null;
  } catch {
    return null;
  }
}

/** "GMT", "GMT+02:00", "GMT-3", "UTC−05:30" → minutes east of UTC; null for anything else. */
export function parseUtcOffset(text: string): number | null {
  const match = /^(?:GMT|UTC)(?:([+\-−])(\d{1,2})(?::?(\d{2}))?)?$/.exec(text.trim());
  if (!match) return null;
  if (!match[1]) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === "+" ? minutes : -minutes;
}

/** The zone's offset from UTC at `at`, in minutes (read in English, where the format is known). */
export function timeZoneOffsetMinutes(zone: string, at = new Date()): number | null {
  for (const style of ["longOffset", "shortOffset"] as const) {
    const text = zoneName(zone, "en-US", style, at);
    const minutes = text === null ? null : parseUtcOffset(text);
    if (minutes !== null) return minutes;
  }
  return null;
}

/** 120 → "UTC+02:00", -330 → "UTC−05:30" (a real minus sign, read as "minus"). */
export function formatUtcOffset(minutes: number): string {
  const sign = minutes < 0 ? "−" : "+";
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

/** A name that is only an offset ("GMT+03:00", "UTC−5") says nothing the label's offset does not. */
const isOffsetOnly = (name: string) => /\p{Nd}/u.test(name) || /^(?:GMT|UTC)$/.test(name);

/**
 * The zone's name in the interface language: the generic name ("Eastern European Time", the same
 * in summer and winter) where the runtime has one, else the long name (UTC: "Coordinated Universal Time").
 */
export function timeZoneGenericName(zone: string, locale: string, at = new Date()): string | null {
  for (const style of ["longGeneric", "long"] as const) {
    const name = zoneName(zone, locale, style, at);
    if (name && !isOffsetOnly(name)) return name;
  }
  return null;
}

/** A name that only says the city again ("czas: Nuuk", where no zone name exists) adds nothing to the label. */
const repeatsCity = (name: string, city: string, locale: string) =>
  city !== "" && name.toLocaleLowerCase(locale).includes(city.toLocaleLowerCase(locale));

function labelOf(zone: string, locale: string, offsetMinutes: number | null, at: Date, cities?: TimeZoneCities): string {
  const city = timeZoneCity(zone, cities);
  const name = timeZoneGenericName(zone, locale, at);
  const place = [city, name && !repeatsCity(name, city, locale) ? name : null].filter(Boolean).join(" — ");
  if (offsetMinutes === null) return place || zone;
  return place ? `(${formatUtcOffset(offsetMinutes)}) ${place}` : `(${formatUtcOffset(offsetMinutes)})`;
}

/** "(UTC+02:00) Kyiv — Eastern European Time", in the interface language where the runtime knows it. */
export function timeZoneLabel(zone: string, locale: string, at = new Date(), cities?: TimeZoneCities): string {
  return labelOf(zone, locale, timeZoneOffsetMinutes(zone, at), at, cities);
}

/** Whether this runtime can tell the time in `zone` (tz data older than 2022b lacks Europe/Kyiv). */
function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone under its current name where this runtime knows that name, else as it is. */
function offeredName(zone: string): string {
  const current = currentTimeZone(zone);
  return current === zone || isKnownTimeZone(current) ? current : zone;
}

/**
 * The zones to offer, under their current names: the pickable ones of `zones` (see isPickableTimeZone) plus UTC and every
 * `selected` zone (the stored answer, the device's zone: offered even when the list leaves them
 * out), each once, labelled in `locale` (with its `cities`) and ordered by their offset at `at`, then by label.
 */
export function timeZoneOptions(
  zones: readonly string[],
  locale: string,
  {
    selected = [],
    at = new Date(),
    cities,
  }: { selected?: readonly (string | null | undefined)[]; at?: Date; cities?: TimeZoneCities } = {},
): TimeZoneOption[] {
  // Under current names (Chromium still lists Europe/Kiev), each once.
  const ids = new Set<string>(["UTC"]);
  for (const zone of zones) if (isPickableTimeZone(offeredName(zone))) ids.add(offeredName(zone));
  for (const zone of selected) if (zone) ids.add(offeredName(zone));
  const collator = new Intl.Collator(locale);
  return [...ids]
    .map((id) => {
      const offsetMinutes = timeZoneOffsetMinutes(id, at);
      return { id, label: labelOf(id, locale, offsetMinutes, at, cities), offsetMinutes, region: timeZoneRegion(id) };
    })
    .sort(
      (a, b) =>
        (a.offsetMinutes ?? Number.POSITIVE_INFINITY) - (b.offsetMinutes ?? Number.POSITIVE_INFINITY) ||
        collator.compare(a.label, b.label) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
}

/** The runtime's IANA ids (empty where `Intl.supportedValuesOf` is missing: the options still hold UTC and the selected zones). */
export function supportedTimeZones(): string[] {
  try {
    return Intl.supportedValuesOf("timeZone");
  } catch {
    return [];
  }
}
