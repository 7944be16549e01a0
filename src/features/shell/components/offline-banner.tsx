"use client";

import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** Shown while the browser is offline; gone when the network is back. */
export function OfflineBanner({ message }: { message: string }) {
  const isOnline = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  return (
    <div role="status" aria-live="polite" className="contents">
      {isOnline ? null : (
        <p className="fixed inset-x-0 bottom-0 z-50 bg-gray-900 px-4 py-3 text-center text-sm font-medium text-white shadow-lg">
          {message}
        </p>
      )}
    </div>
  );
}
