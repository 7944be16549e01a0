import type { UserProfile } from "./derive-profile-state";
import {
  LEARNING_FORMAT_KEY,
  learningChoiceOf,
  readLearningFormat,
  storedLearningChoice,
  type LearningChoice,
  type LearningFormat,
} from "./learning-choice";
import { DISPLAY_NAME_MAX_LENGTH, isSameLanguage, type LearningTarget } from "./profile-constants";
import { currentTimeZone } from "@/lib/i18n/time-zones";

/** What the personal-info form edits: text as typed ("" = not set). */
export interface PersonalInfoDraft {
  display_name: string;
  native_language: string;
  target_language: string;
  /** The learning choice: 'self study', 'tutors' (one to one) or 'group_lessons'. */
  learning_target: string;
  time_zone: string;
}

export type PersonalInfoField = keyof PersonalInfoDraft;

/** Why a field cannot be saved: the form and PATCH /v1/profiles refuse the same input. */
export type PersonalInfoProblem = "nameRequired" | "nameTooLong" | "sameLanguage";

export function draftOf(profile: Pick<UserProfile, PersonalInfoField> & { keeper?: UserProfile["keeper"] }): PersonalInfoDraft {
  const format = readLearningFormat(profile.keeper?.[LEARNING_FORMAT_KEY]?.value);
  return {
    display_name: profile.display_name ?? "",
    native_language: profile.native_language ?? "",
    target_language: profile.target_language ?? "",
    learning_target: learningChoiceOf(profile.learning_target as LearningTarget | null, format),
    // A zone stored under an old name (Europe/Kiev) is shown under its current one.
    time_zone: currentTimeZone(profile.time_zone) ?? "",
  };
}

/** The problems of a draft, per field (none: it can be saved). */
export function draftProblems(draft: PersonalInfoDraft): Partial<Record<PersonalInfoField, PersonalInfoProblem>> {
  const problems: Partial<Record<PersonalInfoField, PersonalInfoProblem>> = {};
  const name = draft.display_name.trim();
  if (name === "") problems.display_name = "nameRequired";
  else if (name.length > DISPLAY_NAME_MAX_LENGTH) problems.display_name = "nameTooLong";
  if (isSameLanguage(draft.native_language, draft.target_language)) problems.target_language = "sameLanguage";
  return problems;
}

/** Only the fields that changed, for PATCH /v1/profiles; a field emptied by the user is sent as null. */
export function patchFromDraft(saved: PersonalInfoDraft, draft: PersonalInfoDraft): Partial<Record<PersonalInfoField, string | null>> {
  const patch: Partial<Record<PersonalInfoField, string | null>> = {};
  for (const key of Object.keys(draft) as PersonalInfoField[]) {
    const value = key === "display_name" ? draft[key].trim() : draft[key];
    if (value === saved[key]) continue;
    if (key === "learning_target" && value) {
      const stored = storedLearningChoice(value as LearningChoice).learning_target;
      if (stored !== storedLearningChoice(saved[key] as LearningChoice).learning_target || !saved[key]) patch[key] = stored;
      continue;
    }
    patch[key] = value === "" ? null : value;
  }
  return patch;
}

/** The learning format to store when the choice changed between tutoring kinds (or to tutoring). */
export function learningFormatChange(saved: PersonalInfoDraft, draft: PersonalInfoDraft): LearningFormat | null {
  if (!draft.learning_target || draft.learning_target === saved.learning_target) return null;
  return storedLearningChoice(draft.learning_target as LearningChoice).format;
}

/**
 * After a successful save: what the user typed while it was on its way stays; edits that were
 * part of the save give way to the stored profile.
 */
export function editsAfterSave(edits: Partial<PersonalInfoDraft>, submitted: PersonalInfoDraft): Partial<PersonalInfoDraft> {
  return Object.fromEntries(Object.entries(edits).filter(([key, value]) => submitted[key as PersonalInfoField] !== value));
}
