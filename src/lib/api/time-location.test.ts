import { describe, expect, it } from "vitest";
import { isValidTimeZone } from "./time-location";

describe("isValidTimeZone", () => {
  it("knows the runtime's zones and refuses anything else, the same on every call (answers are remembered)", () => {
    for (let call = 0; call < 3; call++) {
      expect(isValidTimeZone("Europe/Kyiv")).toBe(true);
      expect(isValidTimeZone("UTC")).toBe(true);
      expect(isValidTimeZone("America/Argentina/Buenos_Aires")).toBe(true);
      expect(isValidTimeZone("Mars/Olympus_Mons")).toBe(false);
      expect(isValidTimeZone("Europe/Kyiv; drop table")).toBe(false);
      expect(isValidTimeZone("")).toBe(false);
      expect(isValidTimeZone(null)).toBe(false);
      expect(isValidTimeZone(`Europe/${"x".repeat(80)}`)).toBe(false);
    }
  });

  it("still answers for made-up zones once many have been asked about", () => {
    for (let k = 0; k < 1500; k++) expect(isValidTimeZone(`Nowhere/Zone_${k}`)).toBe(false);
    expect(isValidTimeZone("Asia/Kolkata")).toBe(true);
    expect(isValidTimeZone("Nowhere/Zone_1499")).toBe(false);
  });
});
