import { ApiError } from "@/lib/http-client/create-api-client";
import { getQueryClient } from "@/lib/query/query-client";
import { EXPERIMENTS_STALE_TIME_MS } from "@/lib/query/query-defaults";
import { productApi } from "@/features/auth/client";
import { FF_EXPERIMENTS_INVOLVED_KEY, parseExperimentsInvolved } from "../model/experiments-involved";

const queryKey = ["experiments", FF_EXPERIMENTS_INVOLVED_KEY] as const;

/** The experiments query: a registered user's ff_experiments_involved keeper value (stale after 5 minutes). */
export function fetchExperimentsInvolved(): Promise<string> {
  return getQueryClient().fetchQuery({
    queryKey,
    staleTime: EXPERIMENTS_STALE_TIME_MS,
    queryFn: async () => {
      try {
        const { value } = await productApi<{ value: string }>(`/v1/profiles/keeper/${FF_EXPERIMENTS_INVOLVED_KEY}`, { retry: true });
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
  await productApi(`/v1/profiles/keeper/${FF_EXPERIMENTS_INVOLVED_KEY}`, {
    method: "PUT",
    body: { value: JSON.stringify(value) },
    retry: true,
  });
  getQueryClient().setQueryData(queryKey, value);
}
