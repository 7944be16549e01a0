"use client";

import { useRouter } from "next/navigation";
import { useLocale } from "next-intl";
import { useEffect, useState } from "react";
import { Select } from "@/components/ui/field";
import { useUITheme } from "@/features/shell";
import { localeNames, locales, normalizeLocale, rememberLocale, type Locale } from "@/lib/i18n/locales";
import { pagesOfPublication } from "@/lib/pages";
import { usePublishedPages } from "@/lib/pages/pages-context";
import { pathInLocale } from "../client/interface-locale";
import { saveProfileFields, saveSettings, useProfileState } from "../client/profile-state-context";
import { useWhiteNoiseWantedBy } from "../client/use-white-noise-wanted";
import { isWhiteNoiseSupported, startWhiteNoise, stopWhiteNoise } from "../client/white-noise";
import type { UserSettings } from "../model/derive-profile-state";

export interface PreferencesStrings {
  preferencesSection: string;
  soundEffects: string;
  soundEffectsHelp: string;
  dyslexicMode: string;
  dyslexicModeHelp: string;
  whiteNoise: string;
  whiteNoiseHelp: string;
  preferencesSaved: string;
  preferencesSaveFailed: string;
  interfaceLanguage: string;
  interfaceLanguageHelp: string;
  whiteNoiseListen: string;
  whiteNoiseStop: string;
  applyLanguage: string;
}

type Key = keyof UserSettings;

/**
 * Sound effects, dyslexic mode (where allowed) and white noise, saved to the account (keeper) so
 * they follow the user to another browser. A failed save keeps the switch where the user put it
 * and says so.
 */
export function PreferencesSettings({ strings }: { strings: PreferencesStrings }) {
  const state = useProfileState();
  const { isDyslexicModeAllowed } = useUITheme();
  // What the user changed and is not saved yet (or failed to save) stays on screen over the saved state.
  const [unsaved, setUnsaved] = useState<Partial<UserSettings>>({});
  const [status, setStatus] = useState<"idle" | "saving" | "saved" | "failed">("idle");
  const pageLocale = normalizeLocale(useLocale()) ?? "en";
  // The language picked in the list; it applies when the user confirms (choosing is not navigating).
  const [chosenLocale, setChosenLocale] = useState<Locale | null>(null);
  const [isSavingLocale, setIsSavingLocale] = useState(false);
  const router = useRouter();
  const published = usePublishedPages();
  const isPreviewPlaying = useWhiteNoiseWantedBy("preview");
  // Leaving the page ends the preview.
  useEffect(() => () => stopWhiteNoise("preview"), []);
  if (state.isSubscriptionFetchBlocked || state.isLoading) return null;
  const shown: UserSettings = { ...state.settings, ...unsaved };
  const savedLocale = normalizeLocale(state.userProfile?.interface_locale ?? undefined);
  const selectedLocale = chosenLocale ?? savedLocale ?? pageLocale;
  const isLocaleApplied = selectedLocale === savedLocale && selectedLocale === pageLocale;

  /** Saved to the profile (interface_locale), remembered for this browser, and the page switches to it. */
  const applyLocale = async (target: Locale) => {
    setIsSavingLocale(true);
    setStatus("saving");
    try {
      await saveProfileFields({ interface_locale: target });
      rememberLocale(target);
      setStatus("saved");
      const path = pathInLocale(pagesOfPublication(published), window.location.pathname, target);
      if (path) router.replace(`${path}${window.location.search}${window.location.hash}`);
    } catch {
      // The choice stays selected, and the button stays there to try again.
      setStatus("failed");
    } finally {
      setIsSavingLocale(false);
    }
  };

  const change = async (key: Key, value: boolean) => {
    setUnsaved((current) => ({ ...current, [key]: value }));
    setStatus("saving");
    try {
      await saveSettings({ [key]: value });
      setUnsaved((current) => {
        const rest = { ...current };
        delete rest[key];
        return rest;
      });
      setStatus("saved");
    } catch {
      setStatus("failed");
    }
  };
  const rows: { key: Key; label: string; help: string; hidden?: boolean }[] = [
    { key: "soundEffects", label: strings.soundEffects, help: strings.soundEffectsHelp },
    { key: "dyslexic", label: strings.dyslexicMode, help: strings.dyslexicModeHelp, hidden: !isDyslexicModeAllowed },
    { key: "whiteNoise", label: strings.whiteNoise, help: strings.whiteNoiseHelp },
  ];
  return (
    <section aria-labelledby="preferences-title" className="mb-8 rounded-2xl border border-gray-200 bg-white p-6">
      <h2 id="preferences-title" className="text-lg font-semibold text-ink">
        {strings.preferencesSection}
      </h2>
      <ul className="mt-4 space-y-4">
        {rows
          .filter((row) => !row.hidden)
          .map((row) => (
            <li key={row.key} className="flex items-start justify-between gap-4">
              <label htmlFor={`pref-${row.key}`} className="min-w-0">
                <span className="block font-medium text-ink">{row.label}</span>
                <span className="block text-sm text-gray-700">{row.help}</span>
              </label>
              <div className="flex shrink-0 items-center gap-3">
                {row.key === "whiteNoise" && isWhiteNoiseSupported() ? (
                  <button
                    type="button"
                    onClick={() => (isPreviewPlaying ? stopWhiteNoise("preview") : startWhiteNoise("preview"))}
                    className="rounded-lg border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                  >
                    {isPreviewPlaying ? strings.whiteNoiseStop : strings.whiteNoiseListen}
                  </button>
                ) : null}
                <input
                  id={`pref-${row.key}`}
                  type="checkbox"
                  role="switch"
                  className="mt-1 h-6 w-6 shrink-0 accent-brand-700"
                  checked={shown[row.key]}
                  onChange={(event) => void change(row.key, event.target.checked)}
                />
              </div>
            </li>
          ))}
        <li className="space-y-3">
          <div className="min-w-0">
            <label htmlFor="pref-interface-locale" className="block font-medium text-ink">
              {strings.interfaceLanguage}
            </label>
            <p id="pref-interface-locale-help" className="text-sm text-gray-700">
              {strings.interfaceLanguageHelp}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Select
              id="pref-interface-locale"
              aria-describedby="pref-interface-locale-help"
              className="sm:w-auto sm:min-w-64"
              value={selectedLocale}
              disabled={isSavingLocale}
              onChange={(event) => setChosenLocale(normalizeLocale(event.target.value) ?? null)}
            >
              {locales.map((candidate) => (
                <option key={candidate} value={candidate} lang={candidate}>
                  {localeNames[candidate]}
                </option>
              ))}
            </Select>
            <button
              type="button"
              disabled={isSavingLocale || isLocaleApplied}
              onClick={() => void applyLocale(selectedLocale)}
              className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50"
            >
              {strings.applyLanguage}
            </button>
          </div>
        </li>
      </ul>
      <p role="status" className={`mt-4 text-sm ${status === "failed" ? "text-red-700" : "text-green-800"}`}>
        {status === "saved" ? strings.preferencesSaved : status === "failed" ? strings.preferencesSaveFailed : ""}
      </p>
    </section>
  );
}
