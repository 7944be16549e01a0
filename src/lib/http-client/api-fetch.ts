/** An error answer of the product API (or a network failure, status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly url: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export interface ApiRequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** The generic retry (spec section 7): up to 3 tries, 1 s apart, for network errors, 429 and 5xx. */
  retry?: boolean;
  /** Retry these statuses too (PATCH /v1/profiles retries a 400, spec section 7). */
  retryOnStatuses?: readonly number[];
  /** Tries in all when retrying (default 3). */
  maxTries?: number;
  keepalive?: boolean;
}

export const GENERIC_RETRY_TRIES = 3;
export const GENERIC_RETRY_DELAY_MS = 1000;
export const TIME_LOCATION_HEADER = "X-Time-Location";

export interface ApiClientDeps {
  getIdToken: (options?: { forceRefresh?: boolean }) => Promise<string>;
  timeZone?: () => string;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  baseUrl?: string;
  /** Called with the final failure of a call (after its retries); a 404 is not reported. */
  onError?: (error: ApiError) => void;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/**
 * The one HTTP client for the product API: the bearer id token, the time-location header, JSON in
 * and out, ApiError for failures, one silent token refresh on 401, and the retry policies.
 */
export function createApiClient(deps: ApiClientDeps) {
  const doFetch = deps.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const sleep = deps.sleep ?? defaultSleep;
  const timeZone = deps.timeZone ?? browserTimeZone;
  const baseUrl = deps.baseUrl ?? "";

  async function once<T>(path: string, options: ApiRequestOptions, forceRefresh: boolean): Promise<T> {
    const url = `${baseUrl}${path}`;
    let response: Response;
    try {
      const token = await deps.getIdToken({ forceRefresh });
      response = await doFetch(url, {
        method: options.method ?? "GET",
        headers: {
          Authorization: `Bearer ${token}`,
          [TIME_LOCATION_HEADER]: timeZone(),
          ...(options.body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        keepalive: options.keepalive,
        credentials: "omit",
      });
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new ApiError(0, "network", "The network request failed.", url);
    }
    const data = (await response.json().catch(() => null)) as {
      error?: { code?: string; message?: string; fields?: Record<string, string> };
    } | null;
    if (!response.ok) {
      throw new ApiError(
        response.status,
        data?.error?.code ?? "error",
        data?.error?.message ?? `HTTP ${response.status}`,
        url,
        data?.error?.fields,
      );
    }
    return data as T;
  }

  return async function request<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<T> {
    const tries = options.retry || options.retryOnStatuses?.length ? (options.maxTries ?? GENERIC_RETRY_TRIES) : 1;
    let refreshed = false;
    for (let attempt = 1; ; attempt++) {
      try {
        return await once<T>(path, options, false);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (error.status === 401 && !refreshed) {
          refreshed = true;
          try {
            return await once<T>(path, options, true);
          } catch (retryError) {
            if (!(retryError instanceof ApiError)) throw retryError;
            if (retryError.status === 401) {
              deps.onError?.(retryError);
              throw retryError;
            }
            error = retryError;
          }
        }
        const failure = error as ApiError;
        const retryable =
          (options.retry && (failure.status === 0 || failure.status === 429 || failure.status >= 500)) ||
          Boolean(options.retryOnStatuses?.includes(failure.status));
        if (!retryable || attempt >= tries) {
          // A 404 is rethrown untouched; anything else is reported first (spec section 8).
          if (failure.status !== 404) deps.onError?.(failure);
          throw failure;
        }
        await sleep(GENERIC_RETRY_DELAY_MS);
      }
    }
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** PATCH /v1/profiles: a 400 answer is retried, up to 3 extra tries, 1 s apart (spec section 7). */
export const PROFILE_PATCH_RETRY = { retryOnStatuses: [400], maxTries: 4 } as const;
