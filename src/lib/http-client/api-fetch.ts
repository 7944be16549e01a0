import { ApiError } from "./api-error";
import { GENERIC_RETRY_DELAY_MS, isRetryable, retryPolicyFor, type RetryPolicy } from "./retry-policy";

export const TIME_LOCATION_HEADER = "X-Time-Location";

export interface ApiFetchDeps {
  /** The id token for the product API; forceRefresh asks for a new one (after a 401). */
  getIdToken: (options?: { forceRefresh?: boolean }) => Promise<string>;
  timeZone?: () => string;
  fetch?: (request: Request) => Promise<Response>;
  sleep?: (ms: number) => Promise<void>;
  /** The retry policy of a call (default: the spec's, retryPolicyFor). */
  retryPolicy?: (method: string, pathname: string) => RetryPolicy;
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

interface ErrorBody {
  error?: { code?: string; message?: string; fields?: Record<string, string> };
}

/**
 * The one transport of the product API, as a fetch function (the typed client in
 * src/lib/api-client runs on it): the bearer id token, the time-location header, one silent token
 * refresh on 401, the retry policy of the call, and ApiError for a final failure, reported
 * first unless it is a 404 (spec sections 7 and 8). A success is returned as the Response.
 */
export function createApiFetch(deps: ApiFetchDeps) {
  const doFetch = deps.fetch ?? ((request: Request) => fetch(request));
  const sleep = deps.sleep ?? defaultSleep;
  const timeZone = deps.timeZone ?? browserTimeZone;
  const policyOf = deps.retryPolicy ?? retryPolicyFor;

  return async function apiFetch(request: Request): Promise<Response> {
    const { pathname, search } = new URL(request.url);
    const url = `${pathname}${search}`;
    const policy = policyOf(request.method, pathname);
    const body = request.body === null ? undefined : await request.clone().text();

    async function once(forceRefresh: boolean): Promise<Response> {
      let response: Response;
      try {
        const headers = new Headers(request.headers);
        headers.set("Authorization", `Bearer ${await deps.getIdToken({ forceRefresh })}`);
        headers.set(TIME_LOCATION_HEADER, timeZone());
        response = await doFetch(
          new Request(request.url, { method: request.method, headers, body, keepalive: request.keepalive, credentials: "omit" }),
        );
      } catch {
        throw new ApiError(0, "network", "The network request failed.", url);
      }
      if (response.ok) return response;
      const data = (await response
        .clone()
        .json()
        .catch(() => null)) as ErrorBody | null;
      throw new ApiError(
        response.status,
        data?.error?.code ?? "error",
        data?.error?.message ?? `HTTP ${response.status}`,
        url,
        data?.error?.fields,
      );
    }

    let refreshed = false;
    for (let attempt = 1; ; attempt++) {
      try {
        return await once(false);
      } catch (caught) {
        let failure = caught instanceof ApiError ? caught : new ApiError(0, "network", "The network request failed.", url);
        if (failure.status === 401 && !refreshed) {
          refreshed = true;
          try {
            return await once(true);
          } catch (retryError) {
            failure = retryError instanceof ApiError ? retryError : failure;
            if (failure.status === 401) {
              deps.onError?.(failure);
              throw failure;
            }
          }
        }
        if (!isRetryable(policy, failure.status) || attempt >= policy.maxTries) {
          // A 404 is rethrown untouched; anything else is reported first (spec section 8).
          if (failure.status !== 404) deps.onError?.(failure);
          throw failure;
        }
        await sleep(GENERIC_RETRY_DELAY_MS);
      }
    }
  };
}
