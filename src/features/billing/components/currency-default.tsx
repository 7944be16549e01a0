"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { getVisitorGeolocation } from "@/features/growth/client";
import { defaultCurrencyFor } from "../model/currency";

/**
 * Public pricing pages are the same for everyone (shared caches keep them), so they render in the
 * currency the URL names, else US dollars. This small island then applies the visitor's country
 * (growth's geolocation, kept by the browser): when the URL names no currency and the country's
 * differs, the page is shown again in it. A currency picked in the switcher is in the URL and wins.
 */
export function CurrencyDefault({ rendered }: { rendered: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  useEffect(() => {
    if (search.has("currency")) return;
    let cancelled = false;
    void getVisitorGeolocation().then((geo) => {
      if (cancelled || geo?.status !== "success") return;
      const currency = defaultCurrencyFor(geo.countryCode);
      if (currency === rendered) return;
      const next = new URLSearchParams(search);
      next.set("currency", currency);
      router.replace(`${pathname}?${next.toString()}`, { scroll: false });
    });
    return () => {
      cancelled = true;
    };
  }, [search, pathname, rendered, router]);
  return null;
}
