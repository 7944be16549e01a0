"use client";

import { useEffect, useState, type ComponentProps } from "react";
import type { CheckoutSuccess as CheckoutSuccessView } from "./checkout-success";

/**
 * /checkout/success's browser part: the page first shows "We are confirming your payment…" (also
 * what the server renders), and the component that polls the checkout loads after the first paint,
 * so the page's first load stays within the shell's budget.
 */
export function CheckoutSuccessIsland(props: ComponentProps<typeof CheckoutSuccessView>) {
  const [View, setView] = useState<typeof CheckoutSuccessView | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import("./checkout-success").then((module) => {
      if (!cancelled) setView(() => module.CheckoutSuccess);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  if (View) return <View {...props} />;
  return (
    <p role="status" className="text-lg text-gray-800">
      {props.strings.confirming}
    </p>
  );
}
