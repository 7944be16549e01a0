import { z } from "zod";

export const APPLICATION_STATUSES = ["PENDING", "APPROVED", "REJECTED"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** What the applicant declares about where the war has left them. */
export const SITUATIONS = ["in_ukraine", "displaced_in_ukraine", "displaced_abroad"] as const;
export type Situation = (typeof SITUATIONS)[number];

export const APPLICATION_LIMITS = { placeMax: 80, noteMax: 1000, reasonMax: 500 } as const;

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
export type ApplicationField = "situation" | "city" | "country" | "note" | "consent";

/** Field → message id of its first problem. */
export function applicationFieldErrors(error: z.ZodError): Partial<Record<ApplicationField, string>> {
  const fields: Partial<Record<ApplicationField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as ApplicationField | undefined;
    if (field && !fields[field]) fields[field] = issue.message;
  }
  return fields;
}

/** An application as its applicant and the admin queue see it. */
export interface ApplicationView {
  id: string;
  status: ApplicationStatus;
  situation: Situation;
  city: string;
  country: string;
  note: string;
  createdAt: Date;
  decidedAt: Date | null;
  decisionReason: string | null;
}
