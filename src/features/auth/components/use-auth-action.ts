"use client";

import { useCallback, useState } from "react";
import { AuthError, type AuthErrorCode } from "../model/auth-errors";

/** Any failure as a catalogue code: users never see a raw exception. */
export function toAuthErrorCode(caught: unknown): AuthErrorCode {
  return caught instanceof AuthError ? caught.code : "internal-error";
}

/** Runs a form's identity call: busy while it runs, its failure kept as a catalogue code. */
export function useAuthAction() {
  const [error, setError] = useState<AuthErrorCode | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const run = useCallback(async (action: () => Promise<void>) => {
    setError(null);
    setIsBusy(true);
    try {
      await action();
    } catch (caught) {
      setError(toAuthErrorCode(caught));
    } finally {
      setIsBusy(false);
    }
  }, []);
  return { error, setError, isBusy, run };
}
