/** Something that delivers a text message to an E.164 number. */
export interface SmsProvider {
  send(input: { to: string; body: string }): Promise<void>;
}

/** Twilio's Messages API (https://www.twilio.com/docs/messaging/api/message-resource). */
export class TwilioSmsProvider implements SmsProvider {
  constructor(
    private readonly options: { accountSid: string; authToken: string; from: string },
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send({ to, body }: { to: string; body: string }): Promise<void> {
    const { accountSid, authToken, from } = this.options;
    const response = await this.fetchImpl(`https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`, {
      method: "POST",
      headers: {
        Authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ To: to, From: from, Body: body }),
    });
    if (!response.ok) {
      throw new Error(`Twilio refused the message: HTTP ${response.status}`);
    }
  }
}
