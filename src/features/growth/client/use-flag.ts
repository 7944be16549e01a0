"use client";

import { useFeatureValue } from "@growthbook/growthbook-react";
import { FLAG_DEFINITIONS, type FlagKey, type FlagValues } from "../model/flags";

/** A flag's value in a client component (the server's evaluation on first paint, then live). */
export function useFlag<K extends FlagKey>(key: K): FlagValues[K] {
  return useFeatureValue(key, FLAG_DEFINITIONS[key].defaultValue as FlagValues[K]) as FlagValues[K];
}
