"use client";

import { useEffect } from "react";
import { useUITheme } from "@/features/shell";
import { useFlag } from "../client/flags-context";

/** Flags that change the shell: new year UI → the special theme; sticky header → a sticky header. */
export function FlagEffects() {
  const isNewYear = useFlag("new_year_ui");
  const isStickyHeader = useFlag("sticky_header");
  const { setSpecialUITheme } = useUITheme();
  useEffect(() => setSpecialUITheme(isNewYear ? "new-year" : "default"), [isNewYear, setSpecialUITheme]);
  useEffect(() => {
    document.documentElement.dataset.stickyHeader = String(isStickyHeader);
  }, [isStickyHeader]);
  return null;
}
