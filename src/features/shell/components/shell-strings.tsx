"use client";

import { createContext, useContext, type ReactNode } from "react";

/**
 * Already-translated strings that the shell's client components need (error boundaries cannot
 * take props from the server). Plain strings keep the ICU runtime out of every page's bundle.
 */
export interface ShellStrings {
  locale: string;
  errors: {
    somethingWentWrong: string;
    errorHelp: string;
    tryAgain: string;
    goHome: string;
    unavailableTitle: string;
    unavailableBody: string;
  };
}

const ShellStringsContext = createContext<ShellStrings | null>(null);

export function ShellStringsProvider({ value, children }: { value: ShellStrings; children: ReactNode }) {
  return <ShellStringsContext.Provider value={value}>{children}</ShellStringsContext.Provider>;
}

export function useShellStrings(): ShellStrings {
  const value = useContext(ShellStringsContext);
  if (!value) throw new Error("useShellStrings must be used inside ShellStringsProvider");
  return value;
}
