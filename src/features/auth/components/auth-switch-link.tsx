"use client";

import { useEffect, useState, type ReactNode } from "react";
import { safeRedirectPath } from "@/lib/http/safe-redirect";

/**
 * "Create an account" on the sign-in page and "Sign in" on the sign-up page: the page's `next`
 * (where the person came from, e.g. the free-for-Ukraine application) goes along, so switching
 * between the two still brings them back. The pages are static: the address is read in the
 * browser; without scripts the link is the plain page.
 */
export function AuthSwitchLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const [target, setTarget] = useState(href);
  useEffect(() => {
    const next = safeRedirectPath(new URLSearchParams(window.location.search).get("next"), "");
    if (next) setTarget(`${href}?next=${encodeURIComponent(next)}`);
  }, [href]);
  return (
    <a href={target} className={className}>
      {children}
    </a>
  );
}
