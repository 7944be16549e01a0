/** The device id cookie (spec section 3, "Storage names"): a random id for this browser, kept a year. */
export const DEVICE_ID_COOKIE = "lingora_device_id";
export const DEVICE_ID_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** The cookie vanilla-cookieconsent keeps the visitor's choice in. */
export const CONSENT_COOKIE = "lingora_consent";
export const CONSENT_COOKIE_DAYS = 182;
