import { describe, expect, it } from "vitest";
import { locales } from "./locales";
import { loadTimeZoneCities } from "./time-zone-cities";
import {
  currentTimeZone,
  formatUtcOffset,
  isPickableTimeZone,
  parseUtcOffset,
  supportedTimeZones,
  timeZoneCity,
  timeZoneLabel,
  timeZoneOffsetMinutes,
  timeZoneOptions,
  timeZoneRegion,
} from "./time-zones";

const winter = new Date("2026-01-15T12:00:00Z");
const summer = new Date("2026-07-15T12:00:00Z");

/** The runtime's list plus the aliases some browsers list (Firefox: Etc/…, US/…), as the pickers get it. */
const runtime = [...supportedTimeZones(), "Etc/GMT+5", "Etc/UTC", "US/Eastern", "EST5EDT", "GMT", "America/Argentina/ComodRivadavia"];
/** Offered under its current name even where the runtime lists only the old one (Node 20's ICU says Europe/Kiev). */
const kyiv = "Europe/Kyiv";

describe.each(["en", "uk"])("time zone options in %s", (locale) => {
  const options = timeZoneOptions(runtime, locale, { at: winter });

  it("offers each zone once, labelled, with its offset and region", () => {
    expect(options.length).toBeGreaterThan(300);
    expect(new Set(options.map((option) => option.id)).size).toBe(options.length);
    for (const option of options) {
      expect(option.label).toMatch(/^\(UTC[+−]\d{2}:\d{2}\)/);
      expect(option.label).not.toContain("_");
      if (option.id !== "UTC") expect(option.label).not.toContain(option.id);
      expect(typeof option.offsetMinutes).toBe("number");
      expect(option.region).toBe(timeZoneRegion(option.id));
    }
  });

  it("names Kyiv with its offset and its name in the interface language", () => {
    const option = options.find((zone) => zone.id === kyiv);
    expect(option).toBeDefined();
    expect(option!.offsetMinutes).toBe(120);
    expect(option!.label).toMatch(/^\(UTC\+0[23]:00\) /);
    expect(option!.label).toContain(locale === "en" ? "Kyiv — Eastern European Time" : "за східноєвропейським часом");
  });

  it("leaves out the aliases nobody picks, keeps UTC", () => {
    const ids = options.map((option) => option.id);
    for (const alias of ["Etc/GMT+5", "Etc/UTC", "US/Eastern", "EST5EDT", "GMT"]) expect(ids).not.toContain(alias);
    expect(ids).toContain("UTC");
    expect(ids).toContain("America/Sao_Paulo");
  });

  it("orders by offset, then by label", () => {
    const collator = new Intl.Collator(locale);
    for (let i = 1; i < options.length; i += 1) {
      const [a, b] = [options[i - 1]!, options[i]!];
      expect(a.offsetMinutes! < b.offsetMinutes! || (a.offsetMinutes === b.offsetMinutes && collator.compare(a.label, b.label) <= 0)).toBe(
        true,
      );
    }
    expect(options[0]!.offsetMinutes).toBeLessThan(0);
    expect(options.at(-1)!.offsetMinutes).toBeGreaterThan(0);
  });
});

describe("time zone options", () => {
  it("always offers the selected zones, even ones left out or missing from the list", () => {
    const options = timeZoneOptions(["Europe/Warsaw"], "en", { selected: ["Etc/GMT+5", "Asia/Kolkata", null, undefined], at: winter });
    expect(options.map((option) => [option.id, option.label])).toEqual([
      ["Etc/GMT+5", "(UTC−05:00)"],
      ["UTC", "(UTC+00:00) UTC — Coordinated Universal Time"],
      ["Europe/Warsaw", "(UTC+01:00) Warsaw — Central European Time"],
      ["Asia/Kolkata", "(UTC+05:30) Kolkata — India Standard Time"],
    ]);
  });

  it("takes the offset at the given time (summer time)", () => {
    expect(timeZoneOptions([kyiv], "en", { at: summer }).find((option) => option.id === kyiv)?.label).toBe(
      `(UTC+03:00) ${timeZoneCity(kyiv)} — Eastern European Time`,
    );
    expect(timeZoneLabel("America/New_York", "de", winter)).toBe("(UTC−05:00) New York — Nordamerikanische Ostküstenzeit");
  });

  it("keeps a zone the runtime does not know as its id, without throwing", () => {
    expect(timeZoneOptions([], "en", { selected: ["Mars/Olympus_Mons"], at: winter }).at(-1)).toEqual({
      id: "Mars/Olympus_Mons",
      label: "Olympus Mons",
      offsetMinutes: null,
      region: "Other",
    });
  });
});

describe("current names", () => {
  it.each([
    ["Europe/Kiev", "Europe/Kyiv"],
    ["Asia/Calcutta", "Asia/Kolkata"],
    ["Africa/Asmera", "Africa/Asmara"],
    ["Asia/Saigon", "Asia/Ho_Chi_Minh"],
    ["Europe/Warsaw", "Europe/Warsaw"],
  ])("%s is offered and stored as %s", (legacy, current) => {
    expect(currentTimeZone(legacy)).toBe(current);
    expect(timeZoneOptions([legacy], "en", { selected: [legacy] }).map((option) => option.id)).toEqual(
      current === "Europe/Warsaw" ? ["UTC", current] : expect.arrayContaining([current]),
    );
    expect(timeZoneOptions([legacy], "en").some((option) => option.id === legacy && legacy !== current)).toBe(false);
  });
});

describe("aliases", () => {
  it.each([
    ["Etc/UTC", "UTC"],
    ["Etc/GMT", "UTC"],
    ["Zulu", "UTC"],
    ["US/Eastern", "America/New_York"],
    ["US/Pacific", "America/Los_Angeles"],
  ])("a device's %s is offered as %s, once", (alias, canonical) => {
    const ids = timeZoneOptions([canonical], "en", { selected: [alias] }).map((option) => option.id);
    expect(ids.filter((id) => id === canonical)).toHaveLength(1);
    expect(ids).not.toContain(alias);
  });
});

describe("time zone parts", () => {
  it.each([
    ["UTC", true],
    ["Europe/Kyiv", true],
    ["America/Argentina/Buenos_Aires", true],
    ["Etc/GMT+5", false],
    ["Etc/UTC", false],
    ["US/Eastern", false],
    ["EST", false],
    ["GMT", false],
  ])("%s is pickable: %s", (zone, pickable) => {
    expect(isPickableTimeZone(zone)).toBe(pickable);
  });

  it("spells cities as people do", () => {
    expect(timeZoneCity("America/Argentina/Buenos_Aires")).toBe("Buenos Aires");
    expect(timeZoneCity("Antarctica/DumontDUrville")).toBe("Dumont d’Urville");
    expect(timeZoneCity("Europe/Kiev")).toBe("Kyiv");
    expect(timeZoneCity("Asia/Calcutta")).toBe("Kolkata");
    expect(timeZoneCity("UTC")).toBe("UTC");
    expect(timeZoneCity("Etc/GMT+5")).toBe("");
  });

  it("reads and writes offsets", () => {
    expect(parseUtcOffset("GMT")).toBe(0);
    expect(parseUtcOffset("GMT+02:00")).toBe(120);
    expect(parseUtcOffset("GMT-3")).toBe(-180);
    expect(parseUtcOffset("UTC−05:30")).toBe(-330);
    expect(parseUtcOffset("Eastern European Time")).toBeNull();
    expect(formatUtcOffset(0)).toBe("UTC+00:00");
    expect(formatUtcOffset(345)).toBe("UTC+05:45");
    expect(formatUtcOffset(-570)).toBe("UTC−09:30");
    expect(timeZoneOffsetMinutes("Asia/Kathmandu", winter)).toBe(345);
    expect(timeZoneOffsetMinutes("Nowhere/Nothing", winter)).toBeNull();
  });
});

describe("cities in the interface language", () => {
  const at = new Date("2026-01-15T12:00:00Z");

  it("names the city as the language writes it, by its current id too", async () => {
    const pl = await loadTimeZoneCities("pl");
    expect(timeZoneLabel("Europe/Warsaw", "pl", at, pl)).toBe("(UTC+01:00) Warszawa — czas środkowoeuropejski");
    expect(timeZoneCity("Europe/Kyiv", pl)).toBe("Kijów");
    expect(timeZoneCity("Europe/Vienna", await loadTimeZoneCities("de"))).toBe("Wien");
    expect(timeZoneCity("Europe/Kyiv", await loadTimeZoneCities("uk"))).toBe("Київ");
    // Without the names (not loaded yet), the id's.
    expect(timeZoneCity("Europe/Warsaw")).toBe("Warsaw");
  });

  it("does not say the city twice where the zone has no name of its own", async () => {
    const pl = await loadTimeZoneCities("pl");
    const label = timeZoneLabel("America/Eirunepe", "pl", at, pl);
    expect(label.match(/Eirunepé/g)).toHaveLength(1);
  });

  it("has every locale's names, each for a zone that is offered", async () => {
    const offered = new Set(timeZoneOptions(supportedTimeZones(), "en").map((zone) => zone.id));
    for (const locale of locales) {
      const cities = await loadTimeZoneCities(locale);
      const ids = Object.keys(cities);
      expect(ids.length, locale).toBeGreaterThan(50);
      for (const id of ids) {
        expect(isPickableTimeZone(id), `${locale} ${id}`).toBe(true);
        expect(cities[id]!.trim(), `${locale} ${id}`).not.toBe("");
      }
      // Most are zones this runtime lists (CLDR also keeps a few the runtime folds into others).
      expect(ids.filter((id) => offered.has(id)).length / ids.length, locale).toBeGreaterThan(0.9);
    }
    expect(await loadTimeZoneCities("xx")).toEqual({});
  });
});
