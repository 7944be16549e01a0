"use client";

import { usePathname, useRouter } from "next/navigation";
import { createContext, lazy, Suspense, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { V1Schemas } from "@/lib/api-client";
import { sessionStore } from "@/lib/session/session-store";
import { useUITheme } from "@/features/shell";
import { usePublishedPages } from "@/lib/pages/pages-context";
import { hasSignInMark, markSignIn } from "./sign-in-mark";
import type { LocaleSwitch, LocaleSwitchStrings } from "./locale-switch-mark";
import type { ProfileState, UserProfile, UserSettings } from "../model/derive-profile-state";

/** Loaded only when a sign-in switched the page's language (see takeLocaleSwitch). */
const LocaleSwitchNotice = lazy(() => import("../components/locale-switch-notice"));

/** The profile fields PATCH /v1/profiles takes (its OpenAPI body); null clears one. */
export type ProfileFieldsPatch = V1Schemas["schemas"]["ProfilePatch"];

export interface ProfileStateValue extends ProfileState {
  /** True until the first answers for a registered user are in. */
  isLoading: boolean;
  /** True when the profile could not be fetched (the state then holds an empty profile). */
  hasProfileError: boolean;
}

/** EMPTY_PROFILE_STATE (model/derive-profile-state.ts), inlined to keep the derivation out of the first-load bundle. */
const initial: ProfileStateValue = {
  userProfile: null,
  hasCoursesPremium: false,
  hasTutoringSubscription: false,
  groupLessonsSubscriptionStatus: "none",
  isSubscriptionFetched: false,
  isSubscriptionFetchBlocked: true,
  settings: { soundEffects: true, dyslexic: false, whiteNoise: false },
  tier: "free",
  coursesTier: "free",
  tutoringTier: "free",
  oneToOneTier: "free",
  isPayingUser: false,
  coursesTrialEndsAt: null,
  isLoading: false,
  hasProfileError: false,
};
/** Saves settings merged over the existing ones; rejects when the save failed. */
export async function saveSettings(changes: Partial<UserSettings>): Promise<void> {
  const { saveSettings: save } = await import("./profile-state-loader");
  await save(changes);
}

/** Saves profile fields (PATCH /v1/profiles with its 400 retry); rejects with the ApiError when it failed. */
export async function saveProfileFields(patch: ProfileFieldsPatch): Promise<UserProfile> {
  const { saveProfileFields: save } = await import("./profile-state-loader");
  return save(patch);
}

/** Saves one keeper entry; rejects with the ApiError when it failed. */
export async function saveKeeperEntry(key: string, value: string): Promise<void> {
  const { saveKeeperEntry: save } = await import("./profile-state-loader");
  await save(key, value);
}

const ProfileStateContext = createContext<ProfileStateValue>(initial);

/**
 * The profile state every page can read (spec section 3). Anonymous visitors make no calls and
 * get the empty state; for a registered user the profile and products are fetched through
 * TanStack Query (loaded after the first paint) and the state is derived from them.
 */
export function ProfileStateProvider({
  children,
  locale,
  localeSwitchStrings,
}: {
  children: ReactNode;
  /** The page's interface language. */
  locale: string;
  localeSwitchStrings: LocaleSwitchStrings;
}) {
  const [state, setState] = useState<ProfileStateValue>(initial);
  const router = useRouter();
  const pathname = usePathname();
  // A sign-in that switched to the account's language says so on the page it lands on.
  const [localeSwitch, setLocaleSwitch] = useState<LocaleSwitch | null>(null);
  useEffect(() => {
    // Loaded after the page (the first-load budget): a switch is rare.
    let current = true;
    void import("./locale-switch-mark").then(({ takeLocaleSwitch }) => {
      const change = takeLocaleSwitch(locale);
      if (current && change) setLocaleSwitch(change);
    });
    return () => {
      current = false;
    };
  }, [locale, pathname]);
  // Which locale publishes which page, for the switch to the account's language after a sign-in.
  // Read when the profile arrives, so a new copy of the same list does not restart the watch.
  const pages = usePublishedPages();
  const pagesRef = useRef(pages);
  useEffect(() => {
    pagesRef.current = pages;
  }, [pages]);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let generation = 0;
    let wasRegistered = sessionStore.getSnapshot().isRegistered;
    const start = (isAuthChange: boolean) => {
      const isRegistered = sessionStore.getSnapshot().isRegistered;
      // A token refresh, or the session check saying the same again: nothing to do.
      if (isAuthChange && isRegistered === wasRegistered) return;
      wasRegistered = isRegistered;
      stop?.();
      stop = undefined;
      const current = ++generation;
      // A sign-in in this tab: the account's interface language applies on the page the sign-in
      // goes on to (every sign-in path ends in a page load), so the mark is kept for the session.
      // Not here: a switch from the sign-in page would race its own redirect, and whichever lands
      // last wins (the redirect keeps the sign-in page's language).
      if (isAuthChange && isRegistered) markSignIn();
      const afterSignIn = !isAuthChange && hasSignInMark();
      if (!isRegistered) {
        setState(initial);
        // Signed out without a page load: nothing of that account stays in the cache.
        if (isAuthChange) void import("./profile-state-loader").then(({ forgetProfile }) => forgetProfile());
        return;
      }
      setState({ ...initial, isLoading: true });
      void import("./profile-state-loader").then(({ watchProfileState }) => {
        if (current !== generation) return;
        stop = watchProfileState(setState, {
          afterSignIn,
          isAuthChange,
          navigate: (path) => router.replace(path),
          pages: () => pagesRef.current,
        });
      });
    };
    start(false);
    const unsubscribe = sessionStore.subscribe(() => start(true));
    return () => {
      generation++;
      stop?.();
      unsubscribe();
    };
  }, [router]);
  // Settings that change the page: dyslexic mode (the font), wherever the user signs in.
  const { setDyslexic } = useUITheme();
  useEffect(() => setDyslexic(state.settings.dyslexic), [state.settings.dyslexic, setDyslexic]);
  const value = useMemo(() => state, [state]);
  return (
    <ProfileStateContext.Provider value={value}>
      {children}
      {localeSwitch ? (
        <Suspense fallback={null}>
          <LocaleSwitchNotice change={localeSwitch} strings={localeSwitchStrings} onClose={() => setLocaleSwitch(null)} />
        </Suspense>
      ) : null}
    </ProfileStateContext.Provider>
  );
}

export function useProfileState(): ProfileStateValue {
  return useContext(ProfileStateContext);
}
