import { z } from "zod";
import { APPLICATION_LIMITS, SITUATIONS, type ApplicationField } from "./application-fields";

export {
  APPLICATION_LIMITS,
  APPLICATION_STATUSES,
  SITUATIONS,
  type ApplicationField,
  type ApplicationStatus,
  type ApplicationView,
  type Situation,
} from "./application-fields";

/** Unicode control characters other than line breaks and tabs are refused in the free text. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const place = (required: string, tooLong: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(APPLICATION_LIMITS.placeMax, tooLong)
    .refine((value) => !CONTROL.test(value), "invalidText");

/**
 * One schema for the form and the server. Error messages are message ids under
 * `freeForUkraine.errors`, so the page shows them in the applicant's language.
 */
export const applicationSchema = z.object({
  situation: z.enum(SITUATIONS, "situationRequired"),
  city: place("cityRequired", "cityTooLong"),
  country: place("countryRequired", "countryTooLong"),
  note: z
    .string()
    .trim()
    .max(APPLICATION_LIMITS.noteMax, "noteTooLong")
    .refine((value) => !CONTROL.test(value), "invalidText")
    .default(""),
  consent: z.literal("on", "consentRequired"),
});

export type ApplicationInput = z.input<typeof applicationSchema>;
export type ApplicationFields = z.output<typeof applicationSchema>;

/** Field → message id of its first problem. */
export function applicationFieldErrors(error: z.ZodError): Partial<Record<ApplicationField, string>> {
  const fields: Partial<Record<ApplicationField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as ApplicationField | undefined;
    if (field && !fields[field]) fields[field] = issue.message;
  }
  return fields;
}
