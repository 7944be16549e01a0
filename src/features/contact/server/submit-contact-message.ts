import type { Config } from "@/lib/config";
import type { Database } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { normalizeLocale, defaultLocale } from "@/lib/i18n";
import { hitRateLimit, rateLimitSubject } from "@/lib/rate-limit";
import { contactFieldErrors, contactMessageSchema } from "../model/contact-schema";
import { createContactMessage } from "./create-contact-message";

/**
 * Handles one submission from /contact-us: validation with the form's schema, then the rate
 * limit per client address (valid submissions count), honeypot, then storage. Throws AppError for anything the sender should see.
 */
export async function submitContactMessage(
  deps: { db: Database; config: Pick<Config, "CONTACT_RATE_LIMIT_MAX" | "CONTACT_RATE_LIMIT_WINDOW_SECONDS"> },
  input: { body: unknown; clientAddress: string; locale: string | null; ownerId?: string | null },
): Promise<{ id: string | null }> {
  const parsed = contactMessageSchema.safeParse(input.body);
  if (!parsed.success) {
    throw new AppError("invalid_input", "Some fields need attention.", { fields: contactFieldErrors(parsed.error) });
  }
  // Counted only once the fields are valid: a sender correcting a typo is not pushed towards the limit.
  const limit = await hitRateLimit(deps.db, {
    key: `contact:${rateLimitSubject(input.clientAddress)}`,
    max: deps.config.CONTACT_RATE_LIMIT_MAX,
    windowSeconds: deps.config.CONTACT_RATE_LIMIT_WINDOW_SECONDS,
  });
  if (!limit.allowed) {
    throw new AppError("rate_limited", "Too many messages. Please try again later.", {
      retryAfterSeconds: limit.retryAfterSeconds,
    });
  }
  const { website, ...message } = parsed.data;
  // A filled honeypot is a bot: answer as if it worked, store nothing.
  if (website.trim() !== "") return { id: null };

  const locale = normalizeLocale(input.locale ?? undefined) ?? defaultLocale;
  return createContactMessage(deps.db, { ...message, locale, ownerId: input.ownerId ?? null });
}
