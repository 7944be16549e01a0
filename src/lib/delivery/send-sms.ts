import "server-only";
import { outboxMessages } from "@db/schema/outbox";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { TwilioSmsProvider, type SmsProvider } from "./sms-provider";

let provider: SmsProvider | null | undefined;

function configuredProvider(): SmsProvider | null {
  if (provider !== undefined) return provider;
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM_NUMBER } = getConfig();
  provider =
    TWILIO_ACCOUNT_SID && TWILIO_AUTH_TOKEN && TWILIO_FROM_NUMBER
      ? new TwilioSmsProvider({ accountSid: TWILIO_ACCOUNT_SID, authToken: TWILIO_AUTH_TOKEN, from: TWILIO_FROM_NUMBER })
      : null;
  return provider;
}

/** Sends through Twilio when configured; otherwise writes to the development outbox. */
export async function sendSms(input: { to: string; body: string; meta?: Record<string, string> }): Promise<void> {
  const sms = configuredProvider();
  if (sms) {
    await sms.send(input);
    return;
  }
  await getDb()
    .insert(outboxMessages)
    .values({ channel: "sms", recipient: input.to, text: input.body, meta: input.meta ?? {} });
}
