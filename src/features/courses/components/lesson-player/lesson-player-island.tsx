"use client";

import { type ComponentType, createElement, useEffect, useState } from "react";
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
