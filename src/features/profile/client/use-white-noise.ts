"use client";

import { useEffect, useSyncExternalStore } from "react";
import { useProfileState } from "./profile-state-context";
import { isWhiteNoiseWantedBy, startWhiteNoise, stopWhiteNoise, subscribeWhiteNoise, type WhiteNoiseOwner } from "./white-noise";

/**
 * For study pages: plays white noise while `isStudying` and the user's whiteNoise setting is on
 * (off by default), and stops when either turns off or the page goes away.
 */
export function useWhiteNoise(isStudying: boolean): void {
  const { settings } = useProfileState();
  const shouldPlay = isStudying && settings.whiteNoise;
  useEffect(() => {
    if (!shouldPlay) return;
    startWhiteNoise("study");
    return () => stopWhiteNoise("study");
  }, [shouldPlay]);
}

/** Whether the noise plays for this owner now, kept current. */
export function useWhiteNoiseWantedBy(owner: WhiteNoiseOwner): boolean {
  return useSyncExternalStore(
    subscribeWhiteNoise,
    () => isWhiteNoiseWantedBy(owner),
    () => false,
  );
}
