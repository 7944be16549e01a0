import { getQueryClient } from "@/lib/query/query-client";
import { EXPERIMENTS_STALE_TIME_MS } from "@/lib/query/query-defaults";
import { ApiError, v1Api } from "@/lib/api-client";
import { FF_EXPERIMENTS_INVOLVED_KEY, parseExperimentsInvolved } from "../model/experiments-involved";

const queryKey = ["experiments", FF_EXPERIMENTS_INVOLVED_KEY] as const;

/** The experiments query: a registered user's ff_experiments_involved keeper value (stale after 5 minutes). */
export function fetchExperimentsInvolved(): Promise<string> {
  return getQueryClient().fetchQuery({
    queryKey,
    staleTime: EXPERIMENTS_STALE_TIME_MS,
    queryFn: async () => {
      try {
        const { value } = await v1Api.GET("/v1/profiles/keeper/{key}", { params: { path: { key: FF_EXPERIMENTS_INVOLVED_KEY } } });
        const parsed: unknown = JSON.parse(value);
        return parseExperimentsInvolved(typeof parsed === "string" ? parsed : "").join(",");
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return "";
        throw error;
      }
    },
  });
}

/** Saves the merged list for a registered user and keeps the query's answer in step. */
export async function saveExperimentsInvolved(value: string): Promise<void> {
  await v1Api.PUT("/v1/profiles/keeper/{key}", {
    params: { path: { key: FF_EXPERIMENTS_INVOLVED_KEY } },
    body: { value: JSON.stringify(value) },
  });
  getQueryClient().setQueryData(queryKey, value);
}
