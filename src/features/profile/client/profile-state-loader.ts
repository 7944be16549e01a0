import { QueryObserver } from "@tanstack/react-query";
import { productApi } from "@/features/auth/client";
import { getQueryClient } from "@/lib/query/query-client";
import { deriveProfileState, type AvailableProduct, type UserProfile } from "../model/derive-profile-state";
import type { ProfileStateValue } from "./profile-state-context";

export const PROFILE_QUERY_KEY = ["profile"] as const;
export const PRODUCTS_QUERY_KEY = ["billing", "products", "available"] as const;

/** Watches the profile and products queries and derives the state on every change. Returns the stop function. */
export function watchProfileState(onState: (state: ProfileStateValue) => void): () => void {
  const client = getQueryClient();
  const profile = new QueryObserver<UserProfile>(client, {
    queryKey: PROFILE_QUERY_KEY,
    queryFn: () => productApi<UserProfile>("/v1/profiles", { retry: true }),
    meta: { errorPlace: "profile" },
  });
  const products = new QueryObserver<AvailableProduct[]>(client, {
    queryKey: PRODUCTS_QUERY_KEY,
    queryFn: () => productApi<AvailableProduct[]>("/v1/billing/products/available", { retry: true }),
  });
  const emit = () => {
    const p = profile.getCurrentResult();
    const s = products.getCurrentResult();
    const derived = deriveProfileState({
      isRegistered: true,
      profile: p.data ?? (p.isError ? "failed" : "pending"),
      products: s.data ?? (s.isError ? "failed" : "pending"),
    });
    onState({ ...derived, isLoading: p.isPending || s.isPending, hasProfileError: p.isError && !p.data });
  };
  const unsubscribeProfile = profile.subscribe(emit);
  const unsubscribeProducts = products.subscribe(emit);
  emit();
  return () => {
    unsubscribeProfile();
    unsubscribeProducts();
  };
}
