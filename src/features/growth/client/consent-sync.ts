import { productApi } from "@/features/auth/client";
import type { ConsentEntry } from "../model/consent";
import { debounce, DNT_DEBOUNCE_MS } from "../model/debounce";
import { readCookie } from "./browser-cookies";
import { DEVICE_ID_COOKIE } from "../model/cookies";
import type { ConsentSource } from "./consent-manager";

/** Sends the latest consent update to POST /v1/dnt, 500 ms after the last change. */
export const sendConsentUpdate = debounce((entries: ConsentEntry[], source: ConsentSource) => {
  const deviceId = readCookie(DEVICE_ID_COOKIE);
  productApi("/v1/dnt", {
    method: "POST",
    body: { entries, source, ...(deviceId ? { device_id: deviceId } : {}) },
    retry: true,
    keepalive: true,
  }).catch((error: unknown) => console.warn("could not record the consent update", error));
}, DNT_DEBOUNCE_MS);
