"use client";

import { useEffect } from "react";
import { loadWhiteNoise, useProfileState } from "@/features/profile/client";

/**
 * White noise while studying (issue 13, item 4): plays while `isStudying` and the learner's
 * whiteNoise setting is on (off by default), and stops when either turns off or the page goes.
 * The engine loads when it first plays.
 */
export function useStudyNoise(isStudying: boolean): void {
  const { settings } = useProfileState();
  const shouldPlay = isStudying && settings.whiteNoise;
  useEffect(() => {
    if (!shouldPlay) return;
    let isStopped = false;
    const engine = loadWhiteNoise();
    void engine.then(({ startWhiteNoise }) => {
      if (!isStopped) startWhiteNoise("study");
    });
    return () => {
      isStopped = true;
      void engine.then(({ stopWhiteNoise }) => stopWhiteNoise("study"));
    };
  }, [shouldPlay]);
}
