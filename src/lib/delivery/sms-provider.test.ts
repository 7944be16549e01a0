import { describe, expect, it, vi } from "vitest";
import { TwilioSmsProvider } from "./sms-provider";

describe("TwilioSmsProvider", () => {
  it("posts the message to Twilio's Messages API with basic auth", async () => {
    const fetchImpl = vi.fn(async () => new Response("{}", { status: 201 }));
    const provider = new TwilioSmsProvider({ accountSid: "AC123", authToken: "secret", from: "+15005550006" }, fetchImpl);
    await provider.send({ to: "+380501234567", body: "Lingora code: 123456" });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("https://api.twilio.com/2010-04-01/Accounts/AC123/Messages.json");
    expect((init.headers as Record<string, string>).Authorization).toBe(`Basic ${Buffer.from("AC123:secret").toString("base64")}`);
    expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({
      To: "+380501234567",
      From: "+15005550006",
      Body: "Lingora code: 123456",
    });
  });

  it("fails loudly when Twilio refuses", async () => {
    const provider = new TwilioSmsProvider(
      { accountSid: "AC1", authToken: "x", from: "+1" },
      async () => new Response("{}", { status: 400 }),
    );
    await expect(provider.send({ to: "+1", body: "x" })).rejects.toThrow(/HTTP 400/);
  });
});
