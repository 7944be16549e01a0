import { z } from "zod";
import { CONTACT_LIMITS } from "./contact-schema";

/** The sizes a business lead picks from (the business page's form). */
export const teamSizes = ["1-10", "11-50", "51-200", "201+"] as const;
export type TeamSize = (typeof teamSizes)[number];

/** Business leads are contact messages with this topic (decision record 0041): one table, one list for whoever answers them. */
export const BUSINESS_LEAD_TOPIC = "business" as const;

export const BUSINESS_LEAD_LIMITS = {
  nameMax: CONTACT_LIMITS.nameMax,
  emailMax: CONTACT_LIMITS.emailMax,
  companyMax: 120,
  messageMax: 2000,
} as const;

/**
 * The business page's lead form, checked by the handler (the form sends what was typed and shows
 * the field errors it gets back: no schema library in the page's bundle). Error messages are
 * message ids under `businessLead.errors`.
 */
export const businessLeadSchema = z.object({
  name: z.string().trim().min(1, "nameRequired").max(BUSINESS_LEAD_LIMITS.nameMax, "nameTooLong"),
  email: z.string().trim().min(1, "emailRequired").max(CONTACT_LIMITS.emailMax, "emailInvalid").pipe(z.email("emailInvalid")),
  company: z.string().trim().min(1, "companyRequired").max(BUSINESS_LEAD_LIMITS.companyMax, "companyTooLong"),
  teamSize: z.enum(teamSizes, "teamSizeRequired"),
  message: z.string().trim().max(BUSINESS_LEAD_LIMITS.messageMax, "messageTooLong").optional().default(""),
  /** Honeypot: hidden from people, filled by bots. */
  website: z.string().max(500).optional().default(""),
});

export type BusinessLead = z.output<typeof businessLeadSchema>;
export type BusinessLeadField = "name" | "email" | "company" | "teamSize" | "message";

/** Field → message id of its first problem. */
export function businessLeadFieldErrors(error: z.ZodError): Partial<Record<BusinessLeadField, string>> {
  const fields: Partial<Record<BusinessLeadField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as BusinessLeadField | undefined;
    if (field && !fields[field]) fields[field] = issue.message;
  }
  return fields;
}

/** The stored message: what the lead told us, in one text the person answering reads. */
export function businessLeadMessage(lead: Pick<BusinessLead, "company" | "teamSize" | "message">): string {
  return [`Company: ${lead.company}`, `Team size: ${lead.teamSize}`, ...(lead.message ? ["", lead.message] : [])].join("\n");
}
