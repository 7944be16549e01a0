"use client";

import { useEffect, useRef, type RefObject } from "react";

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

/**
 * After a submit the form refused, the first field marked invalid takes the focus, so keyboard and
 * screen-reader users land on what to fix. `errors` is a new object on every refused submit.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLElement | null>, errors: Record<string, string>) {
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors, form]);
}
