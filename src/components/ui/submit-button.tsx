"use client";

import type { ButtonHTMLAttributes } from "react";
import { useFormStatus } from "react-dom";
import { Button, type ButtonVariants } from "./button";

/**
 * A plain form's submit button that shows its form is being sent: disabled (a second press sends
 * nothing twice) and, when given, a "saving" label. Without scripts it is an ordinary submit button.
 */
export function SubmitButton({
  pendingLabel,
  children,
  disabled,
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type"> & ButtonVariants & { pendingLabel?: string }) {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" disabled={pending || disabled} aria-busy={pending || undefined} {...props}>
      {pending && pendingLabel ? pendingLabel : children}
    </Button>
  );
}
