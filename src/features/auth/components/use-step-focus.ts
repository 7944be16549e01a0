"use client";

import { useEffect, useRef } from "react";

function bringIntoView(element: HTMLElement) {
  element.focus({ preventScroll: true });
  // On a phone the new step or confirmation may start below the fold.
  element.scrollIntoView({ block: "nearest" });
}

/**
 * A step that replaces another (a code prompt, a confirmation): its heading (tabIndex -1) takes
 * the focus when it shows, so keyboard and screen-reader users land on what changed.
 */
export function useFocusOnShow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (ref.current) bringIntoView(ref.current);
  }, []);
  return ref;
}

/**
 * A form that opens a page (sign-in, sign-up): its first field takes the focus, unless the person
 * already put it somewhere else.
 */
export function useFocusFirstField<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const field = ref.current?.querySelector<HTMLElement>("input:not([type=hidden]), select, textarea");
    field?.focus();
  }, []);
  return ref;
}
