"use client";

import { useEffect, useRef } from "react";
import { isShortcutEvent } from "./exercise-props";

/** Listens to the page's keys while `active` (typing in a field never triggers a shortcut). */
export function useShortcuts(active: boolean, onKey: (key: string, event: KeyboardEvent) => boolean | void): void {
  const handler = useRef(onKey);
  useEffect(() => {
    handler.current = onKey;
  });
  useEffect(() => {
    if (!active) return;
    const listener = (event: KeyboardEvent) => {
      if (!isShortcutEvent(event)) return;
      if (handler.current(event.key, event) === true) event.preventDefault();
    };
    document.addEventListener("keydown", listener);
    return () => document.removeEventListener("keydown", listener);
  }, [active]);
}

/** Tells the player the view is mounted (after its chunk loaded), once. */
export function useViewReady(onReady: (() => void) | undefined): void {
  const ready = useRef(onReady);
  useEffect(() => ready.current?.(), []);
}
