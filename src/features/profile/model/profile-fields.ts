import { z } from "@hono/zod-openapi";
import { locales } from "@/lib/i18n/locales";
import { isValidTimeZone } from "@/lib/api/time-location";
import { DISPLAY_NAME_MAX_LENGTH, LANGUAGES, LEARNING_TARGETS } from "./profile-constants";

export { LANGUAGES, LEARNING_TARGETS };

/** PATCH /v1/profiles: any of the profile fields; unknown fields are refused. */
export const profilePatchSchema = z
  .object({
    display_name: z.string().trim().min(1).max(DISPLAY_NAME_MAX_LENGTH).nullable().optional(),
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
