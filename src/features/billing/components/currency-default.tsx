"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { getVisitorGeolocation } from "@/features/growth/client";
import { defaultCurrencyFor } from "../model/country-currency";

/**
 * Public pricing pages are the same for everyone (shared caches keep them), so they render in the
 * currency the URL names, else US dollars. This small island then applies the visitor's country
 * (growth's geolocation, kept by the browser): when the URL names no currency and the country's
 * differs, the page is shown again in it. A currency picked in the switcher is in the URL and wins.
 */
export function CurrencyDefault({ rendered }: { rendered: string }) {
  const router = useRouter();
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.has("currency")) return;
    let cancelled = false;
    void getVisitorGeolocation().then((geo) => {
      const currency = geo?.status === "success" ? defaultCurrencyFor(geo.countryCode) : rendered;
      if (cancelled || currency === rendered) return;
      url.searchParams.set("currency", currency);
      router.replace(`${url.pathname}${url.search}`, { scroll: false });
    });
    return () => {
      cancelled = true;
    };
  }, [rendered, router]);
  return null;
}
