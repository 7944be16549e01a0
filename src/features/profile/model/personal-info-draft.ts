import type { UserProfile } from "./derive-profile-state";

/** What the personal-info form edits: text as typed ("" = not set). */
export interface PersonalInfoDraft {
  display_name: string;
  native_language: string;
  target_language: string;
  learning_target: string;
  time_zone: string;
}

export type PersonalInfoField = keyof PersonalInfoDraft;

export function draftOf(profile: Pick<UserProfile, PersonalInfoField>): PersonalInfoDraft {
  return {
    display_name: profile.display_name ?? "",
    native_language: profile.native_language ?? "",
    target_language: profile.target_language ?? "",
    learning_target: profile.learning_target ?? "",
    time_zone: profile.time_zone ?? "",
  };
}

/** Only the fields that changed, for PATCH /v1/profiles; a field emptied by the user is sent as null. */
export function patchFromDraft(saved: PersonalInfoDraft, draft: PersonalInfoDraft): Partial<Record<PersonalInfoField, string | null>> {
  const patch: Partial<Record<PersonalInfoField, string | null>> = {};
  for (const key of Object.keys(draft) as PersonalInfoField[]) {
    const value = key === "display_name" ? draft[key].trim() : draft[key];
    if (value !== saved[key]) patch[key] = value === "" ? null : value;
  }
  return patch;
}

/**
 * After a successful save: what the user typed while it was on its way stays; edits that were
 * part of the save give way to the stored profile.
 */
export function editsAfterSave(edits: Partial<PersonalInfoDraft>, submitted: PersonalInfoDraft): Partial<PersonalInfoDraft> {
  return Object.fromEntries(Object.entries(edits).filter(([key, value]) => submitted[key as PersonalInfoField] !== value));
}

/**
 * The time zones to offer: the runtime's list plus the stored and the device's zone, which the
 * list may spell differently (Chromium lists Europe/Kiev, the server may hold Europe/Kyiv).
 */
export function timeZoneOptions(known: readonly string[], ...extra: (string | null | undefined)[]): string[] {
  const zones = new Set(known);
  zones.add("UTC");
  for (const zone of extra) if (zone) zones.add(zone);
  return [...zones].sort((a, b) => (a === "UTC" ? -1 : b === "UTC" ? 1 : a.localeCompare(b)));
}
