import { UAParser } from "ua-parser-js";
import type { DeviceType } from "./attributes";

/** Device attributes (spec section 3): type, operating system and screen size. */
export interface DeviceAttributes {
  device_type: DeviceType;
  device_os: string;
  screen_height: number;
  screen_width: number;
}

/**
 * Mobile, Tablet or Desktop from the user agent; when the agent does not say (desktop-class
 * iPadOS Safari reports "Macintosh"), a touch screen decides by its shorter side.
 */
export function classifyDevice(input: {
  userAgent: string;
  maxTouchPoints?: number;
  screenWidth?: number;
  screenHeight?: number;
}): DeviceType {
  const { device, os } = new UAParser(input.userAgent).getResult();
  if (device.type === "mobile" || device.type === "wearable") return "Mobile";
  if (device.type === "tablet") return "Tablet";
  const touch = (input.maxTouchPoints ?? 0) > 1;
  if (touch && os.name === "macOS") return "Tablet";
  if (touch && device.type === undefined && input.screenWidth && input.screenHeight) {
    const shortSide = Math.min(input.screenWidth, input.screenHeight);
    if (/android/i.test(input.userAgent)) return shortSide >= 600 ? "Tablet" : "Mobile";
  }
  return "Desktop";
}

export function describeDevice(input: {
  userAgent: string;
  maxTouchPoints?: number;
  screenWidth: number;
  screenHeight: number;
}): DeviceAttributes {
  const { os } = new UAParser(input.userAgent).getResult();
  const deviceType = classifyDevice(input);
  return {
    device_type: deviceType,
    device_os: deviceType === "Tablet" && os.name === "macOS" ? "iPadOS" : (os.name ?? "unknown"),
    screen_height: Math.max(0, Math.round(input.screenHeight)),
    screen_width: Math.max(0, Math.round(input.screenWidth)),
  };
}
