import { z } from "zod";

export const contactTopics = ["general", "courses", "tutoring", "group-lessons", "billing", "technical", "privacy"] as const;
export type ContactTopic = (typeof contactTopics)[number];

export const CONTACT_LIMITS = { nameMax: 100, emailMax: 254, messageMin: 10, messageMax: 5000 } as const;

/**
 * One schema for the form and the handler. Error messages are message ids under
 * `contact.errors`, so each side shows them in the visitor's language.
 */
export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, "nameRequired").max(CONTACT_LIMITS.nameMax, "nameTooLong"),
  email: z.string().trim().min(1, "emailRequired").max(CONTACT_LIMITS.emailMax, "emailInvalid").pipe(z.email("emailInvalid")),
  topic: z.enum(contactTopics, "topicRequired"),
  message: z
    .string()
    .trim()
    .min(1, "messageRequired")
    .min(CONTACT_LIMITS.messageMin, "messageTooShort")
    .max(CONTACT_LIMITS.messageMax, "messageTooLong"),
  /** Honeypot: hidden from people, filled by bots. */
  website: z.string().max(500).optional().default(""),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
export type ContactField = "name" | "email" | "topic" | "message";

/** Field → message id of its first problem. */
export function contactFieldErrors(error: z.ZodError): Partial<Record<ContactField, string>> {
  const fields: Partial<Record<ContactField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (field && !fields[field]) fields[field] = issue.message;
  }
  return fields;
}
