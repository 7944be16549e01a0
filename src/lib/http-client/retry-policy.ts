/** How a call to the product API is retried (spec section 7). */
export interface RetryPolicy {
  /** The generic retry: network errors, 429 and 5xx. */
  generic: boolean;
  /** These statuses are retried too. */
  statuses: readonly number[];
  /** Tries in all. */
  maxTries: number;
}

export const GENERIC_RETRY_TRIES = 3;
export const GENERIC_RETRY_DELAY_MS = 1000;

/** The generic retry: up to 3 tries, 1 s apart, for network errors, 429 and 5xx. */
export const GENERIC_RETRY: RetryPolicy = { generic: true, statuses: [], maxTries: GENERIC_RETRY_TRIES };

/** PATCH /v1/profiles: a 400 answer is retried, up to 3 extra tries, 1 s apart (and nothing else is). */
export const PROFILE_PATCH_RETRY: RetryPolicy = { generic: false, statuses: [400], maxTries: 4 };

/** The policy of each call, by method and path: the one place the spec's retry rules live. */
export function retryPolicyFor(method: string, pathname: string): RetryPolicy {
  if (method.toUpperCase() === "PATCH" && pathname === "/v1/profiles") return PROFILE_PATCH_RETRY;
  return GENERIC_RETRY;
}

/** Whether a failure with this status (0: the network) is tried again under the policy. */
export function isRetryable(policy: RetryPolicy, status: number): boolean {
  return (policy.generic && (status === 0 || status === 429 || status >= 500)) || policy.statuses.includes(status);
}
