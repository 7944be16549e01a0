"use client";

import { useCallback, useEffect, useState } from "react";
import { useProfileState } from "@/features/profile/client";
import { ApiError } from "@/lib/api-client";

export type BillingData<T> =
  | { state: "loading" }
  | { state: "signedOut" }
  | { state: "notFound" }
  | { state: "failed"; retry: () => void }
  /** `reload` asks again and keeps showing `data` until the new answer is in (a failure keeps it). */
  | { state: "ready"; data: T; set: (next: T) => void; reload: () => void };

/**
 * Loads one of the person's billing answers once they are known to be signed in (the profile
 * state says so, as on the other settings pages). A 404 is "not found" (someone else's receipt
 * looks like none); other failures offer a retry.
 */
export function useBillingData<T>(load: () => Promise<T>): BillingData<T> {
  const profile = useProfileState();
  const isSignedIn = !profile.isLoading && !profile.isSubscriptionFetchBlocked;
  const [result, setResult] = useState<{ data: T } | { error: "notFound" | "failed" } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setResult(null);
    setAttempt((n) => n + 1);
  }, []);
  const set = useCallback((data: T) => setResult({ data }), []);
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((n) => n + 1), []);

  useEffect(() => {
    if (!isSignedIn) return;
    let isCurrent = true;
    load().then(
      (data) => isCurrent && setResult({ data }),
      (error: unknown) => isCurrent && setResult({ error: error instanceof ApiError && error.status === 404 ? "notFound" : "failed" }),
    );
    return () => {
      isCurrent = false;
    };
  }, [isSignedIn, load, attempt]);

  // A reload after a change elsewhere on the page (an upgrade's new receipt): the list stays as it
  // is until the answer is in, and stays as it was if it fails.
  useEffect(() => {
    if (!isSignedIn || reloads === 0) return;
    let isCurrent = true;
    load().then(
      (data) => isCurrent && setResult({ data }),
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [isSignedIn, load, reloads]);

  if (profile.isLoading) return { state: "loading" };
  if (profile.isSubscriptionFetchBlocked) return { state: "signedOut" };
  if (result === null) return { state: "loading" };
  if ("error" in result) return result.error === "notFound" ? { state: "notFound" } : { state: "failed", retry };
  return { state: "ready", data: result.data, set, reload };
}
