"use client";

import { useSyncExternalStore } from "react";
import { isWhiteNoiseWantedBy, subscribeWhiteNoise, type WhiteNoiseOwner } from "./white-noise";

/** Whether the noise plays for this owner now, kept current. */
export function useWhiteNoiseWantedBy(owner: WhiteNoiseOwner): boolean {
  return useSyncExternalStore(
    subscribeWhiteNoise,
    () => isWhiteNoiseWantedBy(owner),
    () => false,
  );
}
