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
