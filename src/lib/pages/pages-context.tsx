"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { PagePublication } from "./types";

/** Without a provider no page is known, so nothing is published anywhere (no locale switch is offered). */
const PagesContext = createContext<readonly PagePublication[]>([]);

/**
 * Gives the browser the page registry's patterns and locales (the layout passes
 * publicationOf(pages) from src/server/pages.ts), for code that asks whether a locale publishes a page.
 */
export function PagesProvider({ pages, children }: { pages: readonly PagePublication[]; children: ReactNode }) {
  return <PagesContext.Provider value={pages}>{children}</PagesContext.Provider>;
}

export function usePages(): readonly PagePublication[] {
  return useContext(PagesContext);
}
