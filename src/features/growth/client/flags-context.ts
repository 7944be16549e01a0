"use client";

import type { GrowthBook } from "@growthbook/growthbook";
import { createContext, useContext } from "react";
import { FLAG_DEFINITIONS, type FlagKey, type FlagValues } from "../model/flags";

export interface FlagsContextValue {
  /** What the server rendered with: used until the SDK has loaded. */
  serverValues: FlagValues;
  /** The GrowthBook SDK once loaded (lazily, after the first paint); null before. */
  growthbook: GrowthBook | null;
  /** Bumped whenever the SDK's evaluation changes, so readers re-render. */
  revision: number;
}

export const FlagsContext = createContext<FlagsContextValue | null>(null);

/**
 * A flag's value in a client component: the server's value on the first paint, then the SDK's.
 * Reading a flag through the SDK is what records an experiment exposure, so only flags a page
 * actually uses are tracked.
 */
export function useFlag<K extends FlagKey>(key: K): FlagValues[K] {
  const context = useContext(FlagsContext);
  const fallback = FLAG_DEFINITIONS[key].defaultValue as FlagValues[K];
  if (!context) return fallback;
  if (!context.growthbook) return context.serverValues[key];
  return context.growthbook.getFeatureValue(key, context.serverValues[key] ?? fallback) as FlagValues[K];
}
