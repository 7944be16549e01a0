import { describe, expect, it } from "vitest";
import { currentTimeZone, timeZoneGroups, timeZoneLabel } from "./time-zones";

const winter = new Date("2026-01-15T12:00:00Z");

describe("time zones", () => {
  it.each([
    ["Europe/Kiev", "Europe/Kyiv"],
    ["Asia/Calcutta", "Asia/Kolkata"],
    ["Africa/Asmera", "Africa/Asmara"],
    ["Asia/Saigon", "Asia/Ho_Chi_Minh"],
    ["Europe/Warsaw", "Europe/Warsaw"],
  ])("%s is offered as %s", (legacy, current) => {
    expect(currentTimeZone(legacy)).toBe(current);
  });

  it("groups the runtime's zones by region under current names, each once, UTC under Other", () => {
    const groups = timeZoneGroups(
      ["Europe/Kiev", "Europe/Warsaw", "Asia/Calcutta", "Africa/Asmera", "Etc/GMT+1"],
      "en",
      ["Europe/Kyiv", null],
      winter,
    );
    expect(groups.map((group) => [group.region, group.zones.map((zone) => zone.id)])).toEqual([
      ["Africa", ["Africa/Asmara"]],
      ["Asia", ["Asia/Kolkata"]],
      ["Europe", ["Europe/Kyiv", "Europe/Warsaw"]],
      ["Other", ["UTC"]],
    ]);
  });

  it("names a zone by its city and its name in the interface language", () => {
    expect(timeZoneLabel("Europe/Kyiv", "en", winter)).toBe("Kyiv — Eastern European Time (GMT+2)");
    expect(timeZoneLabel("Europe/Kyiv", "de", winter)).toBe("Kyiv — Osteuropäische Zeit (GMT+2)");
    expect(timeZoneLabel("America/Argentina/Buenos_Aires", "en", winter)).toMatch(/^Buenos Aires — /);
    expect(timeZoneLabel("UTC", "uk", winter)).toBe("UTC");
    expect(timeZoneLabel("Antarctica/DumontDUrville", "en", winter)).toMatch(/^Dumont d’Urville — /);
  });
});
