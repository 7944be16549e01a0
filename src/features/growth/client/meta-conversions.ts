import { isProviderBlocked } from "./blocking-switches";
import { subscribeConsent, type ConsentState } from "./consent-state";

/** Meta's standard conversion events that the product sends. */
export type MetaConversionEvent = "Purchase" | "StartTrial";

export interface MetaConversion {
  event: MetaConversionEvent;
  /** Major units (Meta's `value`). */
  value: number;
  currency: string;
  /** One event per id, ever, in this browser (and Meta's eventID). */
  eventId: string;
}

const SENT_KEY = "lingora:meta-conversions";
const SENT_LIMIT = 50;

export interface ConversionDeps {
  subscribe: (listener: (state: ConsentState) => void) => () => void;
  isBlocked: () => boolean;
  storage: Pick<Storage, "getItem" | "setItem"> | null;
  send: (entry: { event: string; params: Record<string, unknown>; eventId: string; onSent: () => void }) => void;
}

/** How long a conversion waits for the pixel to load after consent (growth-provider loads it then). */
const PIXEL_WAIT_MS = 15_000;
const PIXEL_POLL_MS = 250;

/**
 * Sends a standard event with Meta's `eventID` once the pixel is there. growth-provider creates
 * `window.fbq` (and initialises the pixel ids) as soon as marketing consent is in effect and the
 * pixel settings have arrived; until then this waits a little. No pixel configured: nothing is sent.
 */
function sendWhenPixelLoads(entry: Parameters<ConversionDeps["send"]>[0]): void {
  const started = Date.now();
  const attempt = () => {
    if (window.fbq) {
      window.fbq("track", entry.event, entry.params, { eventID: entry.eventId });
      entry.onSent();
    } else if (Date.now() - started < PIXEL_WAIT_MS) {
      setTimeout(attempt, PIXEL_POLL_MS);
    }
  };
  attempt();
}

const browserDeps = (): ConversionDeps => ({
  subscribe: subscribeConsent,
  isBlocked: () => isProviderBlocked("meta_pixel"),
  storage: (() => {
    try {
      return window.localStorage;
    } catch {
      return null;
    }
  })(),
  send: sendWhenPixelLoads,
});

function sentIds(storage: ConversionDeps["storage"]): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SENT_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

/**
 * A conversion for the Meta pixels, through growth's one consent mechanism: it goes only while
 * marketing consent is in effect and the pixel is not blocked for the tab (if consent comes later
 * on the same page, it goes then), and at most once per `eventId` in this browser (a reload of the
 * success page sends nothing more). Returns the stop function (stops waiting for consent).
 */
export function trackMetaConversion(conversion: MetaConversion, deps: ConversionDeps = browserDeps()): () => void {
  let done = false;
  let unsubscribe: (() => void) | null = null;
  const finish = () => {
    done = true;
    unsubscribe?.();
  };
  unsubscribe = deps.subscribe((state) => {
    if (done || !state.marketing || deps.isBlocked()) return;
    if (sentIds(deps.storage).includes(conversion.eventId)) return finish();
    finish();
    deps.send({
      event: conversion.event,
      params: { value: conversion.value, currency: conversion.currency },
      eventId: conversion.eventId,
      onSent: () => {
        try {
          deps.storage?.setItem(SENT_KEY, JSON.stringify([...sentIds(deps.storage), conversion.eventId].slice(-SENT_LIMIT)));
        } catch (error) {
          console.warn("could not remember the sent conversion", error);
        }
      },
    });
  });
  // subscribeConsent calls back at once when consent is already known: the listener may have finished already.
  if (done) unsubscribe();
  return finish;
}
