import { QueryObserver } from "@tanstack/react-query";
import { v1Api } from "@/lib/api-client";
import { pagesOfPublication, type PublishedPages } from "@/lib/pages";
import { getQueryClient } from "@/lib/query/query-client";
import {
  deriveProfileState,
  mergeSettings,
  parseJsonObject,
  type AvailableProduct,
  type UserProfile,
  type UserSettings,
} from "../model/derive-profile-state";
import type { ProfileFieldsPatch, ProfileStateValue } from "./profile-state-context";
import { clearSignInMark } from "./sign-in-mark";

export const PROFILE_QUERY_KEY = ["profile"] as const;
export const PRODUCTS_QUERY_KEY = ["billing", "products", "available"] as const;

/** Drops the cached profile and products (after a sign-in or sign-out without a page load). */
export function forgetProfile(): void {
  const client = getQueryClient();
  client.removeQueries({ queryKey: PROFILE_QUERY_KEY });
  client.removeQueries({ queryKey: PRODUCTS_QUERY_KEY });
}

/** Asks for the products again (after a purchase): every reader of the profile state sees the new tier without a reload. */
export async function refreshProducts(): Promise<void> {
  await getQueryClient().invalidateQueries({ queryKey: PRODUCTS_QUERY_KEY });
}

/** Watches the profile and products queries and derives the state on every change. Returns the stop function. */
export function watchProfileState(
  onState: (state: ProfileStateValue) => void,
  options: {
    afterSignIn?: boolean;
    navigate?: (path: string) => void;
    isAuthChange?: boolean;
    pages?: () => PublishedPages;
  } = {},
): () => void {
  let isLocalePending = Boolean(options.afterSignIn && options.navigate);
  const client = getQueryClient();
  // Someone signed in without a page load: nothing cached for another account is shown.
  if (options.isAuthChange) forgetProfile();
  const profile = new QueryObserver<UserProfile>(client, {
    queryKey: PROFILE_QUERY_KEY,
    queryFn: () => v1Api.GET("/v1/profiles"),
    meta: { errorPlace: "profile" },
  });
  const products = new QueryObserver<AvailableProduct[]>(client, {
    queryKey: PRODUCTS_QUERY_KEY,
    queryFn: () => v1Api.GET("/v1/billing/products/available"),
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
    if (isLocalePending && p.data) {
      isLocalePending = false;
      const saved = p.data.interface_locale;
      // The mark stays until a page is in that language: the sign-in page's own redirect may
      // replace this navigation, and the next page then checks again.
      void import("./interface-locale").then(({ applyAccountInterfaceLocale }) => {
        if (applyAccountInterfaceLocale(pagesOfPublication(options.pages?.() ?? []), saved, options.navigate!)) clearSignInMark();
      });
    }
  };
  const unsubscribeProfile = profile.subscribe(emit);
  const unsubscribeProducts = products.subscribe(emit);
  emit();
  return () => {
    unsubscribeProfile();
    unsubscribeProducts();
  };
}

/**
 * Saves settings merged over the existing ones (spec sections 4 and 5; keeper JSON objects are
 * merged, never replaced, so keys this version does not know are kept): sound effects in
 * user_settings, dyslexic mode and white noise in accessibility. A failed write is logged and
 * rethrown so the page can say so.
 */
export async function saveSettings(changes: Partial<UserSettings>): Promise<void> {
  const client = getQueryClient();
  const profile: UserProfile =
    client.getQueryData<UserProfile>(PROFILE_QUERY_KEY) ??
    (await client.fetchQuery<UserProfile>({
      queryKey: PROFILE_QUERY_KEY,
      queryFn: () => v1Api.GET("/v1/profiles"),
    }));
  const writes: [string, Record<string, unknown>][] = [];
  if (changes.soundEffects !== undefined)
    writes.push([
      "user_settings",
      mergeSettings(parseJsonObject(profile.keeper.user_settings?.value), { soundEffects: changes.soundEffects }),
    ]);
  if (changes.dyslexic !== undefined || changes.whiteNoise !== undefined) {
    writes.push([
      "accessibility",
      mergeSettings(parseJsonObject(profile.keeper.accessibility?.value), { dyslexic: changes.dyslexic, whiteNoise: changes.whiteNoise }),
    ]);
  }
  try {
    const saved = await Promise.all(
      writes.map(async ([key, value]) => {
        const entry = await v1Api.PUT("/v1/profiles/keeper/{key}", { params: { path: { key } }, body: { value: JSON.stringify(value) } });
        return [key, entry] as const;
      }),
    );
    client.setQueryData<UserProfile>(PROFILE_QUERY_KEY, (current) =>
      current ? { ...current, keeper: { ...current.keeper, ...Object.fromEntries(saved) } } : current,
    );
  } catch (error) {
    console.error("could not save the settings", error);
    throw error;
  }
}

/**
 * PATCH /v1/profiles with its retry policy (a 400 is retried, up to 3 extra tries, 1 s apart);
 * the answer replaces the cached profile so every page sees the change. Rejects with the ApiError.
 */
export async function saveProfileFields(patch: ProfileFieldsPatch): Promise<UserProfile> {
  const saved = await v1Api.PATCH("/v1/profiles", { body: patch });
  getQueryClient().setQueryData<UserProfile>(PROFILE_QUERY_KEY, saved);
  return saved;
}

/** Writes one keeper entry (PUT /v1/profiles/keeper/{key}) and puts the answer in the cached profile. */
export async function saveKeeperEntry(key: string, value: string): Promise<void> {
  const entry = await v1Api.PUT("/v1/profiles/keeper/{key}", { params: { path: { key } }, body: { value } });
  getQueryClient().setQueryData<UserProfile>(PROFILE_QUERY_KEY, (current) =>
    current ? { ...current, keeper: { ...current.keeper, [key]: entry } } : current,
  );
}
