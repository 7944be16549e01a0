"use client";

import { useEffect, useSyncExternalStore } from "react";
import { useProfileState } from "./profile-state-context";
import { isWhiteNoisePlaying, startWhiteNoise, stopWhiteNoise, subscribeWhiteNoise } from "./white-noise";

/**
 * For study pages: plays white noise while `isStudying` and the user's whiteNoise setting is on
 * (off by default), and stops when either turns off or the page goes away.
 */
export function useWhiteNoise(isStudying: boolean): void {
  const { settings } = useProfileState();
  const shouldPlay = isStudying && settings.whiteNoise;
  useEffect(() => {
    if (!shouldPlay) return;
    startWhiteNoise();
    return () => stopWhiteNoise();
  }, [shouldPlay]);
}

/** Whether the noise is playing now, kept current. */
export function useWhiteNoisePlaying(): boolean {
  return useSyncExternalStore(subscribeWhiteNoise, isWhiteNoisePlaying, () => false);
}
