"use client";

import { useCallback, useState, type ReactNode } from "react";
import { AuthError, type AuthErrorCode } from "../model/auth-errors";

/** Any failure as a catalogue code: users never see a raw exception. */
export function toAuthErrorCode(caught: unknown): AuthErrorCode {
  return caught instanceof AuthError ? caught.code : "internal-error";
}

/**
 * Runs a form's identity calls: busy while one runs, its failure kept as a catalogue code, its
 * success told in `notice`. A new attempt (`run`) or a new step (`reset`) clears both, so an old
 * message never stands beside a new one.
 */
export function useAuthAction() {
  const [error, setError] = useState<AuthErrorCode | null>(null);
  const [notice, setNotice] = useState<ReactNode | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const reset = useCallback(() => {
    setError(null);
    setNotice(null);
  }, []);
  const run = useCallback(async (action: () => Promise<void>) => {
    setError(null);
    setNotice(null);
    setIsBusy(true);
    try {
      await action();
    } catch (caught) {
      setError(toAuthErrorCode(caught));
    } finally {
      setIsBusy(false);
    }
  }, []);
  return { error, setError, notice, setNotice, isBusy, run, reset };
}
