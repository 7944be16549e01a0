import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { outboxMessages } from "@db/schema/outbox";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { logger } from "@/lib/logger";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Machine-readable facts for the outbox and tests (e.g. { kind: "verification" }). */
  meta?: Record<string, string>;
}

let transporter: Transporter | undefined;

function smtpTransport(url: string): Transporter {
  transporter ??= nodemailer.createTransport(url);
  return transporter;
}

/** Sends over SMTP when SMTP_URL is set; otherwise writes to the development outbox in PostgreSQL. */
export async function sendEmail(message: EmailMessage): Promise<void> {
  const { SMTP_URL, MAIL_FROM } = getConfig();
  if (SMTP_URL) {
    await smtpTransport(SMTP_URL).sendMail({
      from: MAIL_FROM,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
    logger.info({ kind: message.meta?.kind }, "email sent over SMTP");
    return;
  }
  await getDb()
    .insert(outboxMessages)
    .values({
      channel: "email",
      recipient: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      meta: message.meta ?? {},
    });
}
