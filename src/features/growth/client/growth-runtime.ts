import type { Attributes, FeatureApiResponse, GrowthBook } from "@growthbook/growthbook";
import { getIdToken } from "@/features/auth/client";
import { setAnalyticsTracker } from "@/lib/analytics/track";
import { yieldToMain } from "@/lib/browser/yield-to-main";
import { decodeIdTokenClaims, sessionStore } from "@/lib/session/session-store";
import type { ExperimentAttributes } from "../model/attributes";
import { utmSourceOf } from "../model/attribution";
import { selectPixelIds, type PixelConfig } from "../model/pixels";
import { forgetAccountConsentSync } from "./account-consent-mark";
import { flushAnalytics, setAnalyticsUser, startAnalytics, stopAnalytics, trackEvent } from "./analytics";
import { recordPageView } from "./attribution-tracker";
import { isProviderBlocked } from "./blocking-switches";
import type { ConsentStrings } from "./consent-manager";
import { getConsentState, subscribeConsent } from "./consent-state";
import { ensureDeviceId } from "./device-id";
import { flushExposures, initExperimentsInvolved, recordExposure } from "./experiment-exposure";
import { loadMetaPixels, revokeMetaPixels } from "./meta-pixel";
import { getVisitorGeolocation } from "./visitor-geolocation";

export interface GrowthSettings {
  locale: string;
  clientKey: string;
  analyticsApiKey: string;
  consentStrings: ConsentStrings;
}

/** An event tracked before this module loaded (the provider keeps them and hands them over). */
export type EarlyEvent = readonly [eventType: string, properties: Record<string, unknown> | undefined];

export interface GrowthRuntimeOptions {
  settings: GrowthSettings;
  payload: unknown;
  attributes: ExperimentAttributes;
  offerMarketing: boolean;
  earlyEvents: readonly EarlyEvent[];
  /** The SDK is ready: the provider's flags read it from now on. */
  onGrowthBook: (growthbook: GrowthBook) => void;
  /** The SDK's evaluation changed. */
  onRevision: () => void;
}

export interface GrowthRuntime {
  /** A client-side navigation (not the first page). */
  navigated(): void;
  stop(): void;
}

/** GrowthBook with remote evaluation, created after the first paint so the SDK stays out of the first-load bundle. */
async function createGrowthBook(options: { clientKey: string; attributes: Attributes; payload: unknown }): Promise<GrowthBook> {
  const { GrowthBook, configureCache } = await import("@growthbook/growthbook");
  await yieldToMain();
  // GrowthBook's client cache (spec section 9): stale after 60 s, kept at most 4 hours. No streaming.
  configureCache({ staleTTL: 60 * 1000, maxAge: 4 * 60 * 60 * 1000, backgroundSync: false });
  const instance = new GrowthBook({
    apiHost: "/api/growth",
    clientKey: options.clientKey,
    remoteEval: true,
    attributes: options.attributes,
    trackingCallback: (experiment, result) => recordExposure(experiment.key, result.variationId),
  });
  instance.initSync({ payload: options.payload as FeatureApiResponse, streaming: false });
  return instance;
}

/**
 * Everything growth does in the browser besides holding the flags (decision record 0030: it loads
 * after the first paint, so no page carries it in its first load): GrowthBook's remote
 * evaluation for this visitor, the consent banner, and what consent allows (analytics, the
 * attribution cookie, pixels and experiment exposure).
 */
export function startGrowth(options: GrowthRuntimeOptions): GrowthRuntime {
  const { settings, payload, attributes, offerMarketing } = options;
  let cancelled = false;
  let gbRef: GrowthBook | null = null;
  let deviceRef: Record<string, string | number> | undefined;
  const deviceId = ensureDeviceId();
  setAnalyticsTracker((eventType, properties) => trackEvent(eventType, properties));
  for (const [eventType, properties] of options.earlyEvents) trackEvent(eventType, properties);
  // An update the previous page could not send goes now (the sender loads after the first paint).
  void import("./consent-sync").then(({ sendLeftoverConsentUpdate }) => sendLeftoverConsentUpdate());

  void (async () => {
    const [gb, { describeDevice }, geo] = await Promise.all([
      createGrowthBook({
        clientKey: settings.clientKey,
        // flags_version keys the browser's flag cache to the configuration the server evaluated.
        attributes: { ...attributes, flags_version: (payload as { version?: string }).version ?? "" },
        payload,
      }),
      import("../model/device"),
      getVisitorGeolocation(),
    ]);
    // Each step below in a task of its own: this runs while the page is still starting.
    await yieldToMain();
    if (cancelled) return gb.destroy();
    gbRef = gb;
    gb.setRenderer(options.onRevision);
    options.onGrowthBook(gb);

    const involved = initExperimentsInvolved(
      attributes.ff_experiments_involved,
      (value) => void gb.setAttributes({ ...gb.getAttributes(), ff_experiments_involved: value }),
    );
    await yieldToMain();
    const device = describeDevice({
      userAgent: navigator.userAgent,
      maxTouchPoints: navigator.maxTouchPoints,
      screenWidth: window.screen.width,
      screenHeight: window.screen.height,
    });
    deviceRef = { ...device };
    const current = gb.getAttributes();
    const known: Record<string, unknown> = {
      device_id: deviceId,
      device: device.device_type,
      utm_source: utmSourceOf(recordPageView(false)) ?? current.utm_source ?? "organic",
      ff_experiments_involved: involved,
    };
    const { userId, isRegistered } = await registeredUser();
    if (isRegistered) known.custom_user_id = userId;
    // Evaluate for this visitor when the browser knows more than the page was rendered with.
    if (Object.entries(known).some(([key, value]) => current[key] !== value)) await gb.setAttributes({ ...current, ...known });

    // The consent manager (and its library) loads after the first paint.
    const { startConsent } = await import("./consent-manager");
    await yieldToMain();
    await startConsent({
      locale: settings.locale,
      countryCode: geo?.status === "success" ? geo.countryCode : null,
      offerMarketing,
      strings: settings.consentStrings,
      onUpdate: (entries, source) => void import("./consent-sync").then(({ sendConsentUpdate }) => sendConsentUpdate(entries, source)),
    });
    if (cancelled) return;
    // The account's latest choice from another device, when this browser has none or an older one.
    const signedIn = await registeredUser();
    if (signedIn.isRegistered && signedIn.userId) await syncAccountConsent(signedIn.userId);
  })();

  const unsubscribe = subscribeConsent((state) => {
    if (state.analytics) {
      void registeredUser().then(({ userId, isRegistered }) =>
        startAnalytics({ apiKey: settings.analyticsApiKey, deviceId, userId, isRegistered, device: deviceRef }).then(flushExposures),
      );
      recordPageView(true);
    } else {
      // Exposures seen before a choice wait in memory (nothing leaves the browser) in case the visitor agrees.
      stopAnalytics();
    }
    if (state.marketing && !isProviderBlocked("meta_pixel")) {
      void loadPixelSettings().then((pixels) => pixels && loadMetaPixels(selectPixelIds(pixels, window.location), pixels.scriptUrl));
    } else {
      revokeMetaPixels();
    }
  });

  let wasRegistered = sessionStore.getSnapshot().isRegistered;
  const onSessionChange = () => {
    // Only a sign-in or sign-out matters here (not a token refresh).
    const { isRegistered: nowRegistered } = sessionStore.getSnapshot();
    if (nowRegistered === wasRegistered) return;
    wasRegistered = nowRegistered;
    // A sign-in: the account's consent choice is read again, on this page or the next.
    if (nowRegistered) forgetAccountConsentSync();
    void registeredUser().then(({ userId, isRegistered }) => {
      setAnalyticsUser(userId, isRegistered);
      if (isRegistered && userId) void syncAccountConsent(userId);
      const gb = gbRef;
      if (!gb) return;
      // A sign-in or sign-out changes who is evaluated; an anonymous session starting does not.
      if (isRegistered && gb.getAttributes().custom_user_id !== userId)
        void gb.setAttributes({ ...gb.getAttributes(), custom_user_id: userId });
      if (!isRegistered && gb.getAttributes().email) void gb.setAttributes({ ...gb.getAttributes(), custom_user_id: "", email: "" });
    });
  };
  const onHide = () => flushAnalytics();
  const unsubscribeSession = sessionStore.subscribe(onSessionChange);
  window.addEventListener("pagehide", onHide);

  return {
    navigated() {
      // Each client-side navigation is a page view for the attribution cookie (with consent).
      if (getConsentState().analytics) recordPageView(true);
      void gbRef?.setURL(window.location.href);
    },
    stop() {
      cancelled = true;
      unsubscribe();
      unsubscribeSession();
      window.removeEventListener("pagehide", onHide);
      gbRef?.destroy();
      gbRef = null;
    },
  };
}

/** The account's latest consent choice (loaded only for registered users). */
async function syncAccountConsent(userId: string): Promise<void> {
  const { syncAccountConsent: sync } = await import("./account-consent");
  await sync(userId);
}

let pixelSettings: Promise<(PixelConfig & { scriptUrl: string }) | null> | null = null;

/** The pixel ids and script, asked for once marketing consent is in effect. */
function loadPixelSettings() {
  pixelSettings ??= fetch("/api/growth/pixels")
    .then((response) => (response.ok ? (response.json() as Promise<PixelConfig & { scriptUrl: string }>) : null))
    .catch(() => null);
  return pixelSettings;
}

async function registeredUser(): Promise<{ userId?: string; isRegistered: boolean }> {
  if (!sessionStore.getSnapshot().isRegistered) return { isRegistered: false };
  try {
    const claims = decodeIdTokenClaims(await getIdToken());
    return claims && !claims.is_anonymous ? { userId: claims.sub, isRegistered: true } : { isRegistered: false };
  } catch {
    return { isRegistered: false };
  }
}
