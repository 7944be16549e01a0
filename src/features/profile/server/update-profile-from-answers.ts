import "server-only";
import { isValidTimeZone } from "@/lib/api/time-location";
import { getDb, type Database } from "@/lib/db";
import { isSameLanguage, LANGUAGES, LEARNING_TARGETS, type ProfilePatch } from "../model/profile-fields";
import { updateProfile } from "./profile-store";

/** Profile fields as another feature learnt them (a funnel's answers): plain strings, checked here. */
export interface AnsweredProfileFields {
  native_language?: string;
  target_language?: string;
  learning_target?: string;
  time_zone?: string;
}

const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (list as readonly string[]).includes(value);

/**
 * Writes the fields a visitor answered elsewhere (issue 14's funnels). A value the profile does not
 * know is left out rather than refused, and so is a native language equal to the target.
 */
export async function updateProfileFromAnswers(
  userId: string,
  fields: AnsweredProfileFields,
  db: Database = getDb(),
): Promise<ProfilePatch> {
  const patch: ProfilePatch = {};
  if (isOneOf(LANGUAGES, fields.target_language)) patch.target_language = fields.target_language;
  if (isOneOf(LANGUAGES, fields.native_language) && !isSameLanguage(fields.native_language, patch.target_language ?? null))
    patch.native_language = fields.native_language;
  if (isOneOf(LEARNING_TARGETS, fields.learning_target)) patch.learning_target = fields.learning_target;
  if (fields.time_zone && isValidTimeZone(fields.time_zone)) patch.time_zone = fields.time_zone;
  if (Object.keys(patch).length > 0) await updateProfile(userId, patch, db);
  return patch;
}
