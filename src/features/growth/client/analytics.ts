import { createEventCache } from "../model/event-cache";
import { isProviderBlocked } from "./blocking-switches";

type Amplitude = typeof import("@amplitude/analytics-browser");

/** The analytics SDK's settings (spec section 9). */
export const ANALYTICS_SETTINGS = {
  sessionTimeout: 30 * 60 * 1000,
  flushIntervalMillis: 10_000,
  flushQueueSize: 200,
  flushMaxRetries: 12,
} as const;

/** The analytics groups every user is put in: the student group and registered or not. */
export const ANALYTICS_GROUPS = { role: "student", user_kind: ["registered", "unregistered"] } as const;

let amplitude: Amplitude | null = null;
let starting: Promise<void> | null = null;
let pending: { eventType: string; properties?: Record<string, unknown> }[] = [];
const MAX_PENDING = 100;
const eventCache = createEventCache();

/**
 * Starts the analytics SDK (only called once analytics consent is in effect and the provider is
 * not blocked). Events tracked before that wait in memory and go out once it starts.
 */
export function startAnalytics(options: {
  apiKey: string;
  deviceId: string;
  userId?: string;
  isRegistered: boolean;
  /** Device attributes (device_type, device_os, screen size), sent as user properties. */
  device?: Record<string, string | number>;
}): Promise<void> {
  if (isProviderBlocked("amplitude")) return Promise.resolve();
  if (amplitude) {
    amplitude.setOptOut(false);
    return Promise.resolve();
  }
  starting ??= (async () => {
    const sdk = await import("@amplitude/analytics-browser");
    await sdk.init(options.apiKey, options.userId, {
      serverUrl: `${window.location.origin}/api/analytics/2/httpapi`,
      deviceId: options.deviceId,
      ...ANALYTICS_SETTINGS,
      remoteConfig: { fetchRemoteConfig: false },
      enableDiagnostics: false,
      identityStorage: "localStorage",
      autocapture: {
        attribution: false,
        pageViews: true,
        sessions: true,
        formInteractions: false,
        fileDownloads: false,
        elementInteractions: false,
        frustrationInteractions: false,
        networkTracking: false,
        webVitals: false,
        pageUrlEnrichment: false,
      },
    }).promise;
    if (options.device) {
      const identify = new sdk.Identify();
      for (const [key, value] of Object.entries(options.device)) identify.set(key, value);
      sdk.identify(identify);
    }
    sdk.setGroup("role", ANALYTICS_GROUPS.role);
    sdk.setGroup("user_kind", options.isRegistered ? "registered" : "unregistered");
    amplitude = sdk;
    const queued = pending;
    pending = [];
    for (const event of queued) sdk.track(event.eventType, event.properties);
  })().finally(() => {
    starting = null;
  });
  return starting;
}

/** Consent withdrawn: the SDK stops sending and queued events are dropped. */
export function stopAnalytics(): void {
  pending = [];
  amplitude?.setOptOut(true);
}

export function setAnalyticsUser(userId: string | undefined, isRegistered: boolean): void {
  if (!amplitude) return;
  amplitude.setUserId(userId);
  amplitude.setGroup("user_kind", isRegistered ? "registered" : "unregistered");
}

/** Tracks an event; with `onceKey`, a repeat within the event cache's 10 minutes is dropped. */
export function trackEvent(eventType: string, properties?: Record<string, unknown>, options: { onceKey?: string } = {}): void {
  if (isProviderBlocked("amplitude")) return;
  if (options.onceKey && !eventCache.remember(options.onceKey)) return;
  if (amplitude) amplitude.track(eventType, properties);
  else if (pending.length < MAX_PENDING) pending.push({ eventType, properties });
}

/** Sends what is queued now (e.g. before the page goes away). */
export function flushAnalytics(): void {
  amplitude?.flush();
}
