import { describe, expect, it } from "vitest";
import { locales } from "@/lib/i18n";
import { PLANS } from "../model/catalogue";
import { renderReceiptEmail } from "./render-receipt-email";

describe("the receipt email", () => {
  it.each(locales)("%s: every plan named, the number, amount and card in both parts, the receipts link", async (locale) => {
    for (const plan of PLANS) {
      const email = await renderReceiptEmail({
        to: "ada@example.com",
        locale,
        receiptNumber: 1042,
        planId: plan.id,
        amount: 1499,
        currency: "EUR",
        paidAt: new Date("2026-03-15T12:00:00Z"),
        paymentMethodLabel: "Visa •••• 4242",
        origin: "https://lingora.test",
      });
      expect(email.subject).toContain("001042");
      const link = `https://lingora.test/${locale}/profile/settings/payments-subscriptions`;
      for (const part of [email.text, email.html]) {
        expect(part).not.toMatch(/[{}]|checkout\.plans/);
        // The number as the receipt page writes it.
        expect(part).toContain("001042");
        expect(part).toMatch(/14[.,]99/);
        expect(part).toContain("Visa •••• 4242");
        expect(part).toContain(link);
      }
      expect(email.html).toContain(`lang="${locale}"`);
    }
  });

  it("leaves out the card line when no card is known, and escapes HTML", async () => {
    const email = await renderReceiptEmail({
      to: "a@example.com",
      locale: "en",
      receiptNumber: 7,
      planId: "tutoring-pack-5",
      amount: 7999,
      currency: "USD",
      paidAt: new Date(),
      paymentMethodLabel: null,
      origin: "https://lingora.test",
    });
    expect(email.text).toContain("Tutoring credit pack: 5 credits");
    expect(email.text).toContain("$79.99");
    expect(email.text).not.toContain("Paid with");
  });
});
