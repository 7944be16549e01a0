"use client";

import { lazy, Suspense } from "react";

const loadErrorPanel = () => import("./error-panel");
const ErrorPanel = lazy(() => loadErrorPanel().then((module) => ({ default: module.ErrorPanel })));

// The panel (its button, link and the /readyz check) is not in any page's first load: it is
// fetched once the browser is idle after the page, so an error later (even offline) still shows it.
if (typeof window !== "undefined") {
  const prefetch = () => void loadErrorPanel().catch(() => undefined);
  if ("requestIdleCallback" in window) window.requestIdleCallback(prefetch, { timeout: 5000 });
  else setTimeout(prefetch, 2000);
}

/** What every route group's error boundary renders: the error panel (error-panel.tsx), loaded when needed. */
export function ErrorBoundary(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <Suspense fallback={null}>
      <ErrorPanel {...props} />
    </Suspense>
  );
}
