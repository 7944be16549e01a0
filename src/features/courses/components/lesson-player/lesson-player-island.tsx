"use client";

import { useRouter } from "next/navigation";
import { type ComponentType, createElement, useEffect, useState } from "react";
import { ensureSession } from "@/features/auth/client";
import type { Locale, Messages } from "@/lib/i18n";
import type { PlayerProps } from "./lesson-player";

type IslandProps = PlayerProps & { locale: Locale; messages: Messages };

/**
 * The player's own code, and the message formatter it uses, load after the page (first-load
 * budget: the page's first JavaScript is the site's shell and this island). Loaded with plain
 * `import()` and rendered outside Suspense, so its effects (keys, focus) run as soon as it shows.
 */
export function LessonPlayerIsland(props: IslandProps) {
  const [player, setPlayer] = useState<{ Player: ComponentType<IslandProps> } | null>(null);
  useEffect(() => {
    let isMounted = true;
    import("./translated-player").then((module) => isMounted && setPlayer({ Player: module.TranslatedPlayer })).catch(() => undefined);
    return () => {
      isMounted = false;
    };
  }, []);
  if (!player) return <div aria-busy="true" className="h-64 animate-pulse rounded-2xl bg-gray-100" />;
  return createElement(player.Player, props);
}

/**
 * A first visit has no session: sign the visitor in anonymously (they can learn), then render the
 * lesson. Its two texts come translated from the page (no message formatter in the first load).
 */
export function SessionNeeded({ preparing, failed }: { preparing: string; failed: string }) {
  const router = useRouter();
  const [hasFailed, setFailed] = useState(false);
  useEffect(() => {
    // The shell's session bootstrap already carries ensureSession (one request, shared).
    ensureSession()
      .then(() => router.refresh())
      .catch(() => setFailed(true));
  }, [router]);
  return (
    <p role="status" className="rounded-2xl bg-gray-50 p-6 text-center text-lg text-ink">
      {hasFailed ? failed : preparing}
    </p>
  );
}
