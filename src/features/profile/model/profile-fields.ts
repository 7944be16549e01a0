import { z } from "@hono/zod-openapi";
import { locales } from "@/lib/i18n/locales";
import { isValidTimeZone } from "@/lib/api/time-location";
import { DISPLAY_NAME_MAX_LENGTH, isSameLanguage, LANGUAGES, LEARNING_TARGETS } from "./profile-constants";

export { isSameLanguage, LANGUAGES, LEARNING_TARGETS };

/**
 * PATCH /v1/profiles: any of the profile fields; unknown fields are refused. The native and the
 * target language must differ, also against what is stored (checked by updateProfile).
 */
export const profilePatchSchema = z
  .object({
    // A name cannot be cleared: an empty one would silently fall back to the account's old name.
    display_name: z.string().trim().min(1, "must not be blank").max(DISPLAY_NAME_MAX_LENGTH).optional(),
    native_language: z.enum(LANGUAGES).nullable().optional(),
    target_language: z.enum(LANGUAGES).nullable().optional(),
    learning_target: z.enum(LEARNING_TARGETS).nullable().optional(),
    time_zone: z
      .string()
      .refine((value) => isValidTimeZone(value), "expected an IANA time zone such as Europe/Kyiv")
      .nullable()
      .optional(),
    interface_locale: z.enum(locales).nullable().optional(),
  })
  .strict()
  .refine((value) => Object.keys(value).length > 0, "send at least one field")
  .openapi("ProfilePatch");

export type ProfilePatch = z.infer<typeof profilePatchSchema>;

/** The 400 field message when the native and the target language would be the same. */
export const SAME_LANGUAGE_MESSAGE = "native_language and target_language must differ";
