"use client";

import { configureCache, GrowthBook, type Attributes, type FeatureApiResponse } from "@growthbook/growthbook";
import { GrowthBookProvider } from "@growthbook/growthbook-react";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { AUTH_CHANGE_EVENT, getIdToken, readIdTokenClaims, readWithAuth } from "@/features/auth/client";
import type { ExperimentAttributes } from "../model/attributes";
import { utmSourceOf } from "../model/attribution";
import { selectPixelIds, type PixelConfig } from "../model/pixels";
import { flushAnalytics, setAnalyticsUser, startAnalytics, stopAnalytics } from "./analytics";
import { recordPageView } from "./attribution-tracker";
import { isProviderBlocked } from "./blocking-switches";
import { startConsent, type ConsentStrings } from "./consent-manager";
import "vanilla-cookieconsent/dist/cookieconsent.css";
import { getConsentState, subscribeConsent } from "./consent-state";
import { sendConsentUpdate, sendLeftoverConsentUpdate } from "./consent-sync";
import { ensureDeviceId } from "./device-id";
import { flushExposures, initExperimentsInvolved, recordExposure } from "./experiment-exposure";
import { loadMetaPixels, revokeMetaPixels } from "./meta-pixel";
import { getVisitorGeolocation } from "./visitor-geolocation";

// GrowthBook's client cache (spec section 9): stale after 60 s, kept at most 4 hours. No streaming.
configureCache({ staleTTL: 60 * 1000, maxAge: 4 * 60 * 60 * 1000, backgroundSync: false });

export interface GrowthSettings {
  locale: string;
  clientKey: string;
  analyticsApiKey: string;
  pixelConfig: PixelConfig;
  pixelScriptUrl: string;
  consentStrings: ConsentStrings;
}

/**
 * Feature flags (GrowthBook, remote evaluation, first paint from the server's evaluation), the
 * consent banner, and what consent allows: analytics, the attribution cookie, pixels and
 * experiment exposure.
 */
export function GrowthProvider({
  settings,
  payload,
  attributes,
  offerMarketing,
  children,
}: {
  settings: GrowthSettings;
  payload: unknown;
  attributes: ExperimentAttributes;
  offerMarketing: boolean;
  children: ReactNode;
}) {
  const [gb] = useState(() => {
    const instance = new GrowthBook({
      apiHost: "/api/growth",
      clientKey: settings.clientKey,
      remoteEval: true,
      // flags_version keys the browser's flag cache to the configuration the server evaluated.
      attributes: { ...attributes, flags_version: (payload as { version?: string }).version ?? "" } as Attributes,
      trackingCallback: (experiment, result) => recordExposure(experiment.key, result.variationId),
    });
    instance.initSync({ payload: payload as FeatureApiResponse, streaming: false });
    return instance;
  });
  const pathname = usePathname();

  useEffect(() => {
    let cancelled = false;
    const deviceId = ensureDeviceId();
    const involved = initExperimentsInvolved(attributes.ff_experiments_involved, (value) =>
      void gb.setAttributes({ ...gb.getAttributes(), ff_experiments_involved: value }),
    );
    void (async () => {
      const [{ describeDevice }, geo] = await Promise.all([import("../model/device"), getVisitorGeolocation()]);
      if (cancelled) return;
      const device = describeDevice({
        userAgent: navigator.userAgent,
        maxTouchPoints: navigator.maxTouchPoints,
        screenWidth: window.screen.width,
        screenHeight: window.screen.height,
      });
      const attribution = recordPageView(false);
      const current = gb.getAttributes();
      const known = {
        device_id: deviceId,
        device: device.device_type,
        utm_source: utmSourceOf(attribution) ?? current.utm_source ?? "organic",
        ff_experiments_involved: involved,
      };
      // Evaluate again only when the browser knows something the server did not (a first visit's device id…).
      if (Object.entries(known).some(([key, value]) => current[key] !== value)) await gb.setAttributes({ ...current, ...known });
      await startConsent({
        locale: settings.locale,
        countryCode: geo?.status === "success" ? geo.countryCode : null,
        offerMarketing,
        strings: settings.consentStrings,
        onUpdate: (entries, source) => sendConsentUpdate(entries, source),
      });
    })();

    const unsubscribe = subscribeConsent((state) => {
      if (state.analytics) {
        const user = registeredUser();
        void user.then(({ userId, isRegistered }) =>
          startAnalytics({ apiKey: settings.analyticsApiKey, deviceId, userId, isRegistered }).then(flushExposures),
        );
        recordPageView(true);
      } else {
        // Exposures seen before a choice wait in memory (nothing leaves the browser) in case the visitor agrees.
        stopAnalytics();
      }
      if (state.marketing && !isProviderBlocked("meta_pixel")) {
        loadMetaPixels(selectPixelIds(settings.pixelConfig, window.location), settings.pixelScriptUrl);
      } else {
        revokeMetaPixels();
      }
    });

    const onAuthChange = () => {
      void registeredUser().then(({ userId, isRegistered }) => {
        setAnalyticsUser(userId, isRegistered);
        // A sign-in or sign-out changes who is evaluated; an anonymous session starting does not.
        if (isRegistered && gb.getAttributes().custom_user_id !== userId) void gb.setAttributes({ ...gb.getAttributes(), custom_user_id: userId });
        if (!isRegistered && gb.getAttributes().email) void gb.setAttributes({ ...gb.getAttributes(), custom_user_id: "", email: "" });
      });
    };
    sendLeftoverConsentUpdate();
    const onHide = () => flushAnalytics();
    window.addEventListener(AUTH_CHANGE_EVENT, onAuthChange);
    window.addEventListener("pagehide", onHide);
    return () => {
      cancelled = true;
      unsubscribe();
      window.removeEventListener(AUTH_CHANGE_EVENT, onAuthChange);
      window.removeEventListener("pagehide", onHide);
    };
    // One set-up per page load; the evaluation keeps itself current.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Each client-side navigation is a page view for the attribution cookie (with consent).
  const isFirstPath = useRef(true);
  useEffect(() => {
    if (isFirstPath.current) {
      isFirstPath.current = false;
      return;
    }
    if (getConsentState().analytics) recordPageView(true);
    void gb.setURL(window.location.href);
  }, [pathname, gb]);

  useEffect(() => () => gb.destroy(), [gb]);

  return <GrowthBookProvider growthbook={gb}>{children}</GrowthBookProvider>;
}

async function registeredUser(): Promise<{ userId?: string; isRegistered: boolean }> {
  if (!readWithAuth()) return { isRegistered: false };
  try {
    const claims = readIdTokenClaims(await getIdToken());
    return claims && !claims.is_anonymous ? { userId: claims.sub, isRegistered: true } : { isRegistered: false };
  } catch {
    return { isRegistered: false };
  }
}
