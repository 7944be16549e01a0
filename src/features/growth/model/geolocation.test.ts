import { describe, expect, it } from "vitest";
import { geolocationFailure, geolocationSuccess, isNonPublicAddress } from "./geolocation";

describe("geolocation response", () => {
  it("has the spec's fields, unknown ones as empty strings", () => {
    expect(geolocationSuccess({ ip: "8.8.8.8", countryCode: "US", countryName: "United States" })).toEqual({
      country: "United States",
      countryCode: "US",
      city: "",
      region: "",
      regionName: "",
      timezone: "",
      zip: "",
      lat: "",
      lon: "",
      isp: "",
      org: "",
      as: "",
      query: "8.8.8.8",
      status: "success",
    });
    expect(geolocationFailure("10.0.0.1", "private range")).toMatchObject({
      status: "fail",
      message: "private range",
      query: "10.0.0.1",
      country: "",
    });
  });

  it.each([
    ["127.0.0.1", true],
    ["10.1.2.3", true],
    ["172.20.0.1", true],
    ["192.168.0.10", true],
    ["100.64.1.1", true],
    ["169.254.1.1", true],
    ["::1", true],
    ["fd00::1", true],
    ["unknown", true],
    ["8.8.8.8", false],
    ["81.2.69.160", false],
    ["2a03:2880:f10c:83:face:b00c:0:25de", false],
  ])("%s non-public: %s", (ip, expected) => {
    expect(isNonPublicAddress(ip)).toBe(expected);
  });
});
