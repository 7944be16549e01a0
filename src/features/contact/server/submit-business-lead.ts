import type { Config } from "@/lib/config";
import type { Database } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { defaultLocale, normalizeLocale } from "@/lib/i18n";
import { hitRateLimit, rateLimitSubject } from "@/lib/rate-limit";
import { BUSINESS_LEAD_TOPIC, businessLeadFieldErrors, businessLeadMessage, businessLeadSchema } from "../model/business-lead-schema";
import { createContactMessage } from "./create-contact-message";

/**
 * Handles one lead from the business page (/page/lingora-for-business): validation, then the contact
 * form's rate limit per client address (valid leads count), honeypot, then storage as a contact message with the
 * topic `business` (decision record 0041). Throws AppError for anything the sender should see.
 */
export async function submitBusinessLead(
  deps: { db: Database; config: Pick<Config, "CONTACT_RATE_LIMIT_MAX" | "CONTACT_RATE_LIMIT_WINDOW_SECONDS"> },
  input: { body: unknown; clientAddress: string; locale: string | null; ownerId?: string | null },
): Promise<{ id: string | null }> {
  const parsed = businessLeadSchema.safeParse(input.body);
  if (!parsed.success) {
    throw new AppError("invalid_input", "Some fields need attention.", { fields: businessLeadFieldErrors(parsed.error) });
  }
  // Counted only once the fields are valid: a sender correcting a typo is not pushed towards the limit.
  const limit = await hitRateLimit(deps.db, {
    key: `contact:${rateLimitSubject(input.clientAddress)}`,
    max: deps.config.CONTACT_RATE_LIMIT_MAX,
    windowSeconds: deps.config.CONTACT_RATE_LIMIT_WINDOW_SECONDS,
  });
  if (!limit.allowed) {
    throw new AppError("rate_limited", "Too many messages. Please try again later.", { retryAfterSeconds: limit.retryAfterSeconds });
  }
  const { website, name, email, ...lead } = parsed.data;
  // A filled honeypot is a bot: answer as if it worked, store nothing.
  if (website.trim() !== "") return { id: null };

  const locale = normalizeLocale(input.locale ?? undefined) ?? defaultLocale;
  return createContactMessage(deps.db, {
    name,
    email,
    topic: BUSINESS_LEAD_TOPIC,
    message: businessLeadMessage(lead),
    locale,
    ownerId: input.ownerId ?? null,
  });
}
