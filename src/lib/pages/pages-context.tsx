"use client";

import { createContext, useContext, useMemo, type ReactNode } from "react";
import { pagesOfPublication } from "./match";
import type { PagePublication, PublishedPages } from "./types";

/** Without a provider no page is known, so nothing is published anywhere (no locale switch is offered). */
const PagesContext = createContext<readonly PagePublication[]>([]);

/**
 * Gives the browser the page registry's patterns and locales (the layout passes
 * publicationOf(pages) from src/server/pages.ts), for code that asks whether a locale publishes a page.
 */
export function PagesProvider({ published, children }: { published: PublishedPages; children: ReactNode }) {
  const pages = useMemo(() => pagesOfPublication(published), [published]);
  return <PagesContext.Provider value={pages}>{children}</PagesContext.Provider>;
}

export function usePages(): readonly PagePublication[] {
  return useContext(PagesContext);
}
