import { describe, expect, it } from "vitest";
import { classifyDevice, describeDevice } from "./device";

const UA = {
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  androidPhone: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36",
  androidTablet: "Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
  ipad: "Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  ipadDesktopMode: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  windows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
  linux: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
};

describe("classifyDevice", () => {
  it.each([
    ["iphone", {}, "Mobile"],
    ["androidPhone", {}, "Mobile"],
    ["androidTablet", { maxTouchPoints: 5, screenWidth: 1280, screenHeight: 800 }, "Tablet"],
    ["ipad", {}, "Tablet"],
    ["ipadDesktopMode", { maxTouchPoints: 5 }, "Tablet"],
    ["ipadDesktopMode", { maxTouchPoints: 0 }, "Desktop"],
    ["windows", {}, "Desktop"],
    ["linux", { maxTouchPoints: 0 }, "Desktop"],
  ] as const)("%s %j → %s", (name, extra, expected) => {
    expect(classifyDevice({ userAgent: UA[name], ...extra })).toBe(expected);
  });
});

describe("describeDevice", () => {
  it("reports type, operating system and screen size", () => {
    expect(describeDevice({ userAgent: UA.iphone, screenWidth: 390, screenHeight: 844 })).toEqual({
      device_type: "Mobile",
      device_os: "iOS",
      screen_width: 390,
      screen_height: 844,
    });
    expect(describeDevice({ userAgent: UA.ipadDesktopMode, maxTouchPoints: 5, screenWidth: 1024, screenHeight: 1366 }).device_os).toBe(
      "iPadOS",
    );
    expect(describeDevice({ userAgent: UA.windows, screenWidth: 1920.4, screenHeight: 1080 }).device_os).toBe("Windows");
  });
});
