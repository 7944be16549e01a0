"use client";

import { useSyncExternalStore, type ReactNode } from "react";
import { safeRedirectPath } from "@/lib/http/safe-redirect";

const noSubscription = () => () => {};
const pageSearch = () => window.location.search;
const noSearch = () => "";

/**
 * "Create an account" on the sign-in page and "Sign in" on the sign-up page: the page's `next`
 * (where the person came from, e.g. the free-for-Ukraine application) goes along, so switching
 * between the two still brings them back. The pages are static: the address is read in the
 * browser (the server draws the plain link, which is also what works without scripts).
 */
export function AuthSwitchLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const search = useSyncExternalStore(noSubscription, pageSearch, noSearch);
  const next = safeRedirectPath(new URLSearchParams(search).get("next"), "");
  return (
    <a href={next ? `${href}?next=${encodeURIComponent(next)}` : href} className={className}>
      {children}
    </a>
  );
}
