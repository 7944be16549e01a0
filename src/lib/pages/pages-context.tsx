"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { PublishedPages } from "./types";

/** Without a provider no page is known, so nothing is published anywhere (no locale switch is offered). */
const PagesContext = createContext<PublishedPages>([]);

/**
 * Gives the browser the page registry's patterns and locales (the layout passes
 * publicationOf(pages) from src/server/pages.ts), for code that asks whether a locale publishes a
 * page. It hands the data on as it came: the matching code (`pagesOfPublication`, `isPublishedIn`)
 * is loaded by the code that matches, so it stays out of every page's first-load bundle.
 */
export function PagesProvider({ published, children }: { published: PublishedPages; children: ReactNode }) {
  return <PagesContext.Provider value={published}>{children}</PagesContext.Provider>;
}

export function usePublishedPages(): PublishedPages {
  return useContext(PagesContext);
}
