"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useMemo, useState, useSyncExternalStore, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, Select, describedBy } from "@/components/ui/field";
import { ApiError } from "@/lib/api-client";
import { currentTimeZone, GEOGRAPHIC_REGIONS, supportedTimeZones, timeZoneLabel, timeZoneOptions } from "@/lib/i18n/time-zones";
import { useTimeZoneCities } from "@/lib/i18n/use-time-zone-cities";
import { saveKeeperEntry, saveProfileFields, useProfileState, type ProfileFieldsPatch } from "../client/profile-state-context";
import { LEARNING_CHOICES, LEARNING_FORMAT_KEY, learningFormatValue, type LearningChoice } from "../model/learning-choice";
import {
  draftOf,
  draftProblems,
  editsAfterSave,
  learningFormatChange,
  patchFromDraft,
  type PersonalInfoDraft as Draft,
  type PersonalInfoField as FieldName,
} from "../model/personal-info-draft";
import { DISPLAY_NAME_MAX_LENGTH, LANGUAGES, TAUGHT_LANGUAGES } from "../model/profile-constants";

const noSubscription = () => () => undefined;

function deviceTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * /profile/settings/personal-info: name, native and target language, how the user learns, and
 * time zone, saved with PATCH /v1/profiles (which retries a 400 answer, spec section 7). What the
 * user typed stays in the form when a save fails.
 */
export function PersonalInfoForm({ signInHref }: { signInHref: string }) {
  const t = useTranslations("settings");
  const locale = useLocale();
  const state = useProfileState();
  // Time zones and the device's zone are known in the browser only.
  const mounted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // What the user typed over the stored profile: kept until it is saved, also when a save fails.
  const [edits, setEdits] = useState<Partial<Draft>>({});
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [status, setStatus] = useState<"idle" | "saving" | "saved" | "failed" | "refused" | "unchanged">("idle");
  const formId = useId();

  const profile = state.userProfile;
  const saved = useMemo(() => (profile ? draftOf(profile) : null), [profile]);
  const draft: Draft | null = saved ? { ...saved, ...edits } : null;

  const languageNames = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: "language" });
    return (code: string) => names.of(code) ?? code;
  }, [locale]);
  const sortedLanguages = useMemo(
    () => [...LANGUAGES].sort((a, b) => languageNames(a).localeCompare(languageNames(b), locale)),
    [languageNames, locale],
  );
  // The device's zone under its current name (Chromium still says Europe/Kiev).
  const here = mounted ? currentTimeZone(deviceTimeZone()) : null;
  // Under current names, each once, grouped by region; in a region by offset, then by label.
  const cities = useTimeZoneCities(locale);
  const zoneGroups = useMemo(() => {
    if (!mounted) return [];
    const options = timeZoneOptions(supportedTimeZones(), locale, { selected: [saved?.time_zone, here], cities });
    return [...GEOGRAPHIC_REGIONS, "Other" as const]
      .map((region) => ({ region, zones: options.filter((option) => option.region === region) }))
      .filter((group) => group.zones.length > 0);
  }, [mounted, locale, saved?.time_zone, here, cities]);

  if (!mounted || state.isLoading) return <p role="status">{t("loading")}</p>;
  if (state.isSubscriptionFetchBlocked) {
    return (
      <p>
        {t("signInRequired")}{" "}
        <a className="font-semibold text-brand-700 underline" href={signInHref}>
          {t("continue")}
        </a>
      </p>
    );
  }
  if (!saved || !draft) {
    return (
      <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm font-medium text-red-800">
        {t("profileLoadFailed")}
      </p>
    );
  }

  const set = (key: FieldName, value: string) => {
    setEdits((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
    if (status !== "saving") setStatus("idle");
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft || !saved || status === "saving") return;
    // What the server would refuse is refused here first, with its own message.
    const problems = draftProblems(draft);
    const refusedHere = (Object.keys(problems) as FieldName[]).filter((key) => problems[key]);
    if (refusedHere.length > 0) {
      setErrors(Object.fromEntries(refusedHere.map((key) => [key, t(problems[key]!, { max: DISPLAY_NAME_MAX_LENGTH })])));
      setStatus("refused");
      focusField(refusedHere[0]!);
      return;
    }
    const patch = patchFromDraft(saved, draft) as ProfileFieldsPatch;
    const format = learningFormatChange(saved, draft);
    if (Object.keys(patch).length === 0 && !format) {
      setStatus("unchanged");
      return;
    }
    setStatus("saving");
    setErrors({});
    const submitted = draft;
    try {
      if (Object.keys(patch).length > 0) await saveProfileFields(patch);
      if (format) await saveKeeperEntry(LEARNING_FORMAT_KEY, learningFormatValue(format));
      // The saved profile (now in the cache) is what the form shows, except what was typed meanwhile.
      setEdits((current) => editsAfterSave(current, submitted));
      setStatus("saved");
    } catch (error) {
      // The form keeps what was typed; fields the server refused are marked.
      // The server names body fields "json.<field>".
      const refused = (error instanceof ApiError && error.status === 400 ? Object.keys(error.fields ?? {}) : [])
        .map((key) => key.replace(/^json\./, ""))
        .filter((key): key is FieldName => key in submitted);
      setErrors(Object.fromEntries(refused.map((key) => [key, t("fieldRejected")])));
      setStatus(refused.length > 0 ? "refused" : "failed");
      if (refused[0]) focusField(refused[0]);
    }
  }

  function focusField(key: FieldName) {
    // After the re-render that marks it.
    requestAnimationFrame(() => {
      const element = document.querySelector<HTMLElement>(`form[data-form="${formId}"] [name="${key}"]`);
      element?.focus();
    });
  }

  const selectField = (key: FieldName, label: string, options: React.ReactNode, hint?: string) => {
    const id = `${formId}-${key}`;
    return (
      <Field id={id} label={label} hint={hint} error={errors[key]}>
        <Select
          id={id}
          name={key}
          value={draft[key]}
          aria-invalid={Boolean(errors[key])}
          aria-describedby={describedBy(id, { hint: Boolean(hint), error: Boolean(errors[key]) })}
          onChange={(event) => set(key, event.target.value)}
        >
          <option value="">{t("notChosen")}</option>
          {options}
        </Select>
      </Field>
    );
  };
  const languageOptions = (codes: readonly string[]) =>
    codes.map((code) => (
      <option key={code} value={code}>
        {languageNames(code)}
      </option>
    ));
  const nameId = `${formId}-display_name`;
  const learningLabels: Record<LearningChoice, string> = {
    "self study": t("learningSelfStudy"),
    tutors: t("learningTutors"),
    group_lessons: t("learningGroupLessons"),
  };

  return (
    <form noValidate onSubmit={submit} data-form={formId} className="space-y-6 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
      <Field id={nameId} label={t("displayName")} hint={t("displayNameHelp")} error={errors.display_name}>
        <Input
          id={nameId}
          name="display_name"
          autoComplete="name"
          maxLength={DISPLAY_NAME_MAX_LENGTH + 20}
          value={draft.display_name}
          aria-invalid={Boolean(errors.display_name)}
          aria-describedby={describedBy(nameId, { hint: true, error: Boolean(errors.display_name) })}
          onChange={(event) => set("display_name", event.target.value)}
        />
      </Field>
      {selectField("native_language", t("nativeLanguage"), languageOptions(sortedLanguages))}
      {selectField(
        "target_language",
        t("targetLanguage"),
        <>
          <optgroup label={t("taughtLanguages")}>{languageOptions(TAUGHT_LANGUAGES)}</optgroup>
          <optgroup label={t("otherLanguages")}>
            {languageOptions(sortedLanguages.filter((code) => !(TAUGHT_LANGUAGES as readonly string[]).includes(code)))}
          </optgroup>
        </>,
      )}
      <fieldset aria-describedby={errors.learning_target ? `${formId}-learning-error` : undefined}>
        <legend className="text-sm font-semibold text-ink">{t("learningTarget")}</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {LEARNING_CHOICES.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-2 rounded-xl border border-gray-300 px-4 py-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="learning_target"
                value={value}
                className="h-4 w-4 accent-brand-700"
                checked={draft.learning_target === value}
                onChange={() => set("learning_target", value)}
              />
              <span className="text-ink">{learningLabels[value]}</span>
            </label>
          ))}
        </div>
        {errors.learning_target ? (
          <p id={`${formId}-learning-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {errors.learning_target}
          </p>
        ) : null}
      </fieldset>
      <div className="space-y-2">
        {selectField(
          "time_zone",
          t("timeZone"),
          zoneGroups.map((group) => (
            <optgroup key={group.region} label={t(`timeZoneRegions.${group.region}`)}>
              {group.zones.map((zone) => (
                <option key={zone.id} value={zone.id}>
                  {zone.label}
                </option>
              ))}
            </optgroup>
          )),
          t("timeZoneHelp"),
        )}
        {here && here !== draft.time_zone ? (
          <Button variant="ghost" size="sm" className="text-brand-700 underline" onClick={() => set("time_zone", here)}>
            {t("useDeviceTimeZone", {
              // The message puts the zone in brackets: its label's own brackets round the offset go.
              zone: timeZoneLabel(here, locale, undefined, cities).replace(/^\((UTC[^)]*)\) /, "$1 "),
            })}
          </Button>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={status === "saving"}>
          {status === "saving" ? t("saving") : t("saveChanges")}
        </Button>
        <p
          role="status"
          className={`text-sm ${status === "failed" || status === "refused" ? "font-medium text-red-700" : "text-green-800"}`}
        >
          {
            {
              saved: t("personalInfoSaved"),
              failed: t("personalInfoSaveFailed"),
              refused: t("personalInfoFieldsRefused"),
              unchanged: t("noChanges"),
              idle: "",
              saving: "",
            }[status]
          }
        </p>
      </div>
    </form>
  );
}
