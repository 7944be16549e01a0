import { QueryClient } from "@tanstack/react-query";
import { QUERY_GC_TIME_MS, QUERY_RETRIES, queryRetryDelay } from "./query-defaults";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_TIME_MS,
        refetchOnWindowFocus: false,
        retry: QUERY_RETRIES,
        retryDelay: queryRetryDelay,
      },
    },
  });
}

let browserClient: QueryClient | undefined;

/** One query cache per browser tab. */
export function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}
