import { describe, expect, it } from "vitest";
import type { ConsentState } from "./consent-state";
import { trackMetaConversion, type ConversionDeps } from "./meta-conversions";

function harness(initial: ConsentState | null, options: { blocked?: boolean; stored?: string[] } = {}) {
  let listener: ((state: ConsentState) => void) | null = null;
  const store = new Map<string, string>();
  if (options.stored) store.set("lingora:meta-conversions", JSON.stringify(options.stored));
  const sent: { event: string; params: Record<string, unknown>; eventId: string }[] = [];
  const deps: ConversionDeps = {
    subscribe: (next) => {
      listener = next;
      if (initial) next(initial);
      return () => {
        listener = null;
      };
    },
    isBlocked: () => options.blocked ?? false,
    storage: { getItem: (key) => store.get(key) ?? null, setItem: (key, value) => void store.set(key, value) },
    send: ({ onSent, ...entry }) => {
      sent.push(entry);
      onSent();
    },
  };
  return { deps, sent, consent: (state: ConsentState) => listener?.(state), isListening: () => listener !== null };
}

const purchase = { event: "Purchase" as const, value: 14.99, currency: "USD", eventId: "checkout-1" };
const granted: ConsentState = { isResolved: true, analytics: false, marketing: true };
const refused: ConsentState = { isResolved: true, analytics: true, marketing: false };

describe("a Meta conversion", () => {
  it("is sent once with marketing consent, with its value, currency and event id", () => {
    const h = harness(granted);
    trackMetaConversion(purchase, h.deps);
    expect(h.sent).toEqual([{ event: "Purchase", params: { value: 14.99, currency: "USD" }, eventId: "checkout-1" }]);
    expect(h.isListening()).toBe(false);
  });

  it("is not sent without marketing consent, and goes if consent is given later on the page", () => {
    const h = harness(refused);
    trackMetaConversion(purchase, h.deps);
    expect(h.sent).toEqual([]);
    h.consent(granted);
    h.consent(granted);
    expect(h.sent).toHaveLength(1);
  });

  it("is not sent while the pixel is blocked for the tab", () => {
    const h = harness(granted, { blocked: true });
    trackMetaConversion(purchase, h.deps);
    expect(h.sent).toEqual([]);
  });

  it("is not sent again for the same checkout (a reload of the success page)", () => {
    const first = harness(granted);
    trackMetaConversion(purchase, first.deps);
    const again = harness(granted, { stored: ["checkout-1"] });
    trackMetaConversion(purchase, again.deps);
    trackMetaConversion({ ...purchase, eventId: "checkout-2" }, again.deps);
    expect(first.sent).toHaveLength(1);
    expect(again.sent.map((entry) => entry.eventId)).toEqual(["checkout-2"]);
  });

  it("stops waiting when the page leaves", () => {
    const h = harness(null);
    const stop = trackMetaConversion(purchase, h.deps);
    stop();
    h.consent(granted);
    expect(h.sent).toEqual([]);
  });
});
