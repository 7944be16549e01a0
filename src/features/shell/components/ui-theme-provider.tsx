"use client";

import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { themeRootAttributes, type SpecialUITheme, type UIThemeState } from "../model/ui-theme";

interface UIThemeContextValue extends UIThemeState {
  isDyslexicMode: boolean;
  setSpecialUITheme: (theme: SpecialUITheme) => void;
  setDyslexic: (dyslexic: boolean) => void;
  setDyslexicModeAllowed: (allowed: boolean) => void;
}

const UIThemeContext = createContext<UIThemeContextValue | null>(null);

/**
 * Drives the special UI theme (default, new-year) and the dyslexic-mode font class on <html>.
 * Feature flags and the profile's accessibility setting feed it through the setters.
 */
export function UIThemeProvider({
  children,
  initial = { specialUITheme: "default", dyslexic: false, isDyslexicModeAllowed: true },
}: {
  children: ReactNode;
  initial?: UIThemeState;
}) {
  const [state, setState] = useState<UIThemeState>(initial);
  const { uiTheme, isDyslexicMode } = themeRootAttributes(state);

  useEffect(() => {
    const root = document.documentElement;
    root.dataset.uiTheme = uiTheme;
    root.classList.toggle("dyslexic", isDyslexicMode);
  }, [uiTheme, isDyslexicMode]);

  // Stable setters that leave the state alone when nothing changes, so effects can call them freely.
  const setters = useMemo(() => {
    const set =
      <K extends keyof UIThemeState>(key: K) =>
      (value: UIThemeState[K]) =>
        setState((s) => (s[key] === value ? s : { ...s, [key]: value }));
    return { setSpecialUITheme: set("specialUITheme"), setDyslexic: set("dyslexic"), setDyslexicModeAllowed: set("isDyslexicModeAllowed") };
  }, []);
  const value = useMemo<UIThemeContextValue>(() => ({ ...state, isDyslexicMode, ...setters }), [state, isDyslexicMode, setters]);

  return <UIThemeContext.Provider value={value}>{children}</UIThemeContext.Provider>;
}

export function useUITheme(): UIThemeContextValue {
  const value = useContext(UIThemeContext);
  if (!value) throw new Error("useUITheme must be used inside UIThemeProvider");
  return value;
}
