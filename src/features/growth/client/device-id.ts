import { DEVICE_ID_COOKIE, DEVICE_ID_MAX_AGE_SECONDS } from "../model/cookies";
import { readCookie, writeCookie } from "./browser-cookies";

const VALID = /^[A-Za-z0-9_-]{8,64}$/;

/** This browser's device id (a necessary cookie): read it, or make one on the first visit. */
export function ensureDeviceId(): string {
  const existing = readCookie(DEVICE_ID_COOKIE);
  if (existing && VALID.test(existing)) {
    writeCookie(DEVICE_ID_COOKIE, existing, DEVICE_ID_MAX_AGE_SECONDS);
    return existing;
  }
  const id = crypto.randomUUID();
  writeCookie(DEVICE_ID_COOKIE, id, DEVICE_ID_MAX_AGE_SECONDS);
  return id;
}
