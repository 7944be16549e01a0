import { z } from "@hono/zod-openapi";
import { locales } from "@/lib/i18n/locales";
import { isValidTimeZone } from "@/lib/api/time-location";

/** Languages a learner can name as native or target (ISO 639-1). */
export const LANGUAGES = [
  "en", "es", "uk", "pt", "fr", "de", "it", "pl", "tr", "hi", "el", "ru", "ar", "zh", "ja", "ko",
  "nl", "sv", "cs", "ro", "hu", "vi", "id", "th", "he",
] as const;

export const LEARNING_TARGETS = ["self study", "tutors"] as const;

/** PATCH /v1/profiles: any of the profile fields; unknown fields are refused. */
export const profilePatchSchema = z
  .object({
    display_name: z.string().trim().min(1).max(80).nullable().optional(),
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
