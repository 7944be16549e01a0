import { describe, expect, it } from "vitest";
import { selectPixelIds, type PixelConfig } from "./pixels";

const config: PixelConfig = {
  flowPixelId: "111111",
  domainPixels: [
    { pixelId: "222222", domain: "lingora.example", isActive: true },
    { pixelId: "333333", domain: "lingora.example", isActive: false },
    { pixelId: "444444", domain: "other.example", isActive: true },
  ],
  brandPixels: { "english-improve": "555555", "spanish-boost": "666666" },
};

describe("selectPixelIds", () => {
  it("the flow pixel and this domain's active pixels", () => {
    expect(selectPixelIds(config, { hostname: "www.lingora.example", pathname: "/en" })).toEqual(["111111", "222222"]);
  });

  it("the funnel's brand pixel on funnel pages", () => {
    expect(selectPixelIds(config, { hostname: "lingora.example", pathname: "/en/funnel/spanish-boost" })).toEqual([
      "111111",
      "222222",
      "666666",
    ]);
    expect(selectPixelIds(config, { hostname: "lingora.example", pathname: "/en/funnel/unknown" })).toEqual(["111111", "222222"]);
  });

  it("nothing when nothing is configured", () => {
    expect(
      selectPixelIds({ flowPixelId: null, domainPixels: [], brandPixels: {} }, { hostname: "lingora.example", pathname: "/" }),
    ).toEqual([]);
  });
});
