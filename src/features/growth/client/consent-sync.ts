import { v1Api } from "@/lib/api-client";
import type { ConsentEntry } from "../model/consent";
import { DEVICE_ID_COOKIE } from "../model/cookies";
import { debounce, DNT_DEBOUNCE_MS } from "../model/debounce";
import { readCookie } from "./browser-cookies";
import type { ConsentSource } from "./consent-manager";

/** Fired on window when the server has stored a consent update. */
export const CONSENT_RECORDED_EVENT = "lingora:consent-recorded";

/** When the server stored the last consent record this browser sent or applied (server clock). */
const RECORDED_AT_KEY = "lingora:consent-recorded-at";

export function readRecordedAt(): string | null {
  try {
    return window.localStorage.getItem(RECORDED_AT_KEY);
  } catch {
    return null;
  }
}

export function writeRecordedAt(value: string): void {
  try {
    window.localStorage.setItem(RECORDED_AT_KEY, value);
  } catch (error) {
    console.warn("could not keep the consent record time", error);
  }
}

/** A consent update not yet confirmed by the server survives a page change here. */
const PENDING_KEY = "lingora:pending-dnt";

interface PendingUpdate {
  entries: ConsentEntry[];
  source: ConsentSource;
  id: string;
}

export function readPending(): PendingUpdate | null {
  try {
    const raw = window.localStorage.getItem(PENDING_KEY);
    return raw ? (JSON.parse(raw) as PendingUpdate) : null;
  } catch {
    return null;
  }
}

async function sendPending(): Promise<void> {
  const pending = readPending();
  if (!pending) return;
  const deviceId = readCookie(DEVICE_ID_COOKIE);
  try {
    const { created_at } = await v1Api.POST("/v1/dnt", {
      body: {
        entries: pending.entries,
        source: pending.source,
        client_update_id: pending.id,
        ...(deviceId ? { device_id: deviceId } : {}),
      },
    });
    // Only forget it if no newer change arrived meanwhile.
    if (readPending()?.id === pending.id) window.localStorage.removeItem(PENDING_KEY);
    writeRecordedAt(created_at);
    window.dispatchEvent(new Event(CONSENT_RECORDED_EVENT));
  } catch (error) {
    console.warn("could not record the consent update; it will be sent on the next page", error);
  }
}

const sendSoon = debounce(() => void sendPending(), DNT_DEBOUNCE_MS);

/**
 * A consent change: kept in local storage at once, sent to POST /v1/dnt 500 ms after the last
 * change. If the visitor leaves sooner, the next page sends it.
 */
export function sendConsentUpdate(entries: ConsentEntry[], source: ConsentSource): void {
  try {
    window.localStorage.setItem(PENDING_KEY, JSON.stringify({ entries, source, id: crypto.randomUUID() } satisfies PendingUpdate));
  } catch (error) {
    console.warn("could not keep the consent update", error);
  }
  sendSoon();
}

/** On page load: an update the previous page could not send goes now. */
export function sendLeftoverConsentUpdate(): void {
  if (readPending()) void sendPending();
}
