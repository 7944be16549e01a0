import type { GeolocationResponse } from "../model/geolocation";

const STORAGE_KEY = "lingora:geolocation";
let inFlight: Promise<GeolocationResponse | null> | null = null;

/** The visitor's location from our endpoint, fetched once and then kept forever (localStorage). */
export function getVisitorGeolocation(): Promise<GeolocationResponse | null> {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (stored) return Promise.resolve(JSON.parse(stored) as GeolocationResponse);
  } catch {
    // Storage unavailable: ask the server each time.
  }
  inFlight ??= fetch("/api/geolocation", { credentials: "same-origin" })
    .then(async (response) => {
      const body = (await response.json()) as GeolocationResponse;
      try {
        window.localStorage.setItem(STORAGE_KEY, JSON.stringify(body));
      } catch (error) {
        console.warn("could not store the geolocation answer", error);
      }
      return body;
    })
    .catch(() => null)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
