import {
  ATTRIBUTION_COOKIE,
  ATTRIBUTION_MAX_AGE_SECONDS,
  parseAttribution,
  serializeAttribution,
  updateAttribution,
  type Attribution,
} from "../model/attribution";
import { readCookie, writeCookie } from "./browser-cookies";

/**
 * Counts a page view in the attribution cookie. The cookie is only written with analytics consent;
 * without it, the attribution of this page alone is returned and nothing is stored.
 */
export function recordPageView(isStorageAllowed: boolean): Attribution {
  const view = { now: Date.now(), url: window.location.href, referrer: document.referrer, siteHost: window.location.hostname };
  if (!isStorageAllowed) return updateAttribution(null, view);
  const next = updateAttribution(parseAttribution(readCookie(ATTRIBUTION_COOKIE)), view);
  writeCookie(ATTRIBUTION_COOKIE, serializeAttribution(next), ATTRIBUTION_MAX_AGE_SECONDS);
  return next;
}
