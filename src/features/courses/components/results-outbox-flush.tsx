"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** `OUTBOX_KEY` of client/results-outbox.ts, written out so none of the outbox's code is in the page's first load. */
const OUTBOX_KEY = "lingora.courses.outbox";

/** Whether a lesson left results in this browser's outbox (read without loading the outbox's code). */
function hasQueuedResults(): boolean {
  try {
    const stored = window.localStorage.getItem(OUTBOX_KEY);
    return stored !== null && stored !== "[]";
  } catch {
    return false;
  }
}

/**
 * The learning pages' island for results queued offline (decision record 0029): once the page is
 * idle, and again when the browser comes back online, it sends what a lesson, review or test left
 * in the outbox, then renders the page again with the progress those results made. The outbox's
 * code loads only when something is queued; nothing of it is in the page's first load.
 */
export function ResultsOutboxFlush() {
  const router = useRouter();
  useEffect(() => {
    let isMounted = true;
    const flush = () => {
      if (!hasQueuedResults()) return;
      void import("../client/browser-outbox")
        .then(async ({ browserOutbox }) => {
          const outbox = browserOutbox();
          let sent = 0;
          const stop = outbox.subscribe((event) => void (event.status === "sent" && sent++));
          await outbox.flush(true);
          stop();
          if (isMounted && sent > 0) router.refresh();
        })
        .catch(() => undefined);
    };
    const idle = window.requestIdleCallback ? window.requestIdleCallback(flush, { timeout: 2_000 }) : window.setTimeout(flush, 200);
    window.addEventListener("online", flush);
    return () => {
      isMounted = false;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      window.removeEventListener("online", flush);
    };
  }, [router]);
  return null;
}
