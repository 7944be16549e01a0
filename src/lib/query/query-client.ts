import { QueryCache, QueryClient } from "@tanstack/react-query";
import { track } from "@/lib/analytics/track";
import { SAW_ERROR_STATE_EVENT } from "@/lib/http-client/backend-errors";
import { QUERY_GC_TIME_MS, QUERY_RETRIES, queryRetryDelay } from "./query-defaults";

/** A query that shows the user an error state names the place in its meta: `meta: { errorPlace: "profile" }`. */
declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: { errorPlace?: string };
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const place = query.meta?.errorPlace;
        if (place) track(SAW_ERROR_STATE_EVENT, { message: error instanceof Error ? error.message : String(error), place });
      },
    }),
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
