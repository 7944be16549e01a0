"use client";

import { type ComponentType, createElement, useEffect, useState } from "react";
import type { PlayerProps } from "./lesson-player";

/**
 * The player's own code loads after the page (first-load budget: the page's first JavaScript is
 * the site's shell and this island). Loaded with plain `import()` and rendered outside Suspense,
 * so its effects (keys, focus) run as soon as it shows.
 */
export function LessonPlayerIsland(props: PlayerProps) {
  const [player, setPlayer] = useState<{ Player: ComponentType<PlayerProps> } | null>(null);
  useEffect(() => {
    let isMounted = true;
    import("./lesson-player").then((module) => isMounted && setPlayer({ Player: module.LessonPlayer })).catch(() => undefined);
    return () => {
      isMounted = false;
    };
  }, []);
  if (!player) return <div aria-busy="true" className="h-64 animate-pulse rounded-2xl bg-gray-100" />;
  return createElement(player.Player, props);
}
