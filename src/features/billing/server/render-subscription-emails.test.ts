import { describe, expect, it } from "vitest";
import { locales } from "@/lib/i18n";
import { renderCancellationEmail, renderRenewalFailedEmail, renderTrialEndingEmail } from "./render-subscription-emails";

const origin = "https://lingora.example";
const date = new Date("2026-05-08T10:00:00Z");

describe("the subscription emails", () => {
  it("trial ending: the date, the first charge and where to cancel, in the person's language, with a plain-text part", async () => {
    const message = await renderTrialEndingEmail({
      to: "a@example.com",
      locale: "en",
      origin,
      productType: "courses_premium",
      trialEndsAt: date,
      amount: 749,
      currency: "USD",
    });
    expect(message.subject).toBe("Your free trial of Lingora Premium ends on May 8, 2026");
    expect(message.text).toContain("$7.49 is charged to your saved card");
    expect(message.text).toContain("Cancel before May 8, 2026 and nothing is charged.");
    expect(message.text).toContain("https://lingora.example/en/profile/settings/payments-subscriptions");
    expect(message.html).toContain('href="https://lingora.example/en/profile/settings/payments-subscriptions"');
    expect(message.meta).toMatchObject({ kind: "trial-ending", locale: "en" });
  });

  it("renewal failed: the retry date while retries remain, the end after the last one; both link to the payment settings", async () => {
    const retry = await renderRenewalFailedEmail({
      to: "a@example.com",
      locale: "uk",
      origin,
      productType: "tutoring",
      amount: 5999,
      currency: "UAH",
      nextRetryAt: date,
    });
    expect(retry.subject).toBe("Не вдалося поновити підписку «Заняття з репетитором»");
    expect(retry.text).toContain("8 травня 2026");
    expect(retry.text).toContain("https://lingora.example/uk/profile/settings/payments-subscriptions");
    expect(retry.meta).toMatchObject({ kind: "renewal-failed:retry" });
    const ended = await renderRenewalFailedEmail({
      to: "a@example.com",
      locale: "en",
      origin,
      productType: "group_lessons",
      amount: 2999,
      currency: "USD",
      nextRetryAt: null,
    });
    expect(ended.subject).toBe("Group lessons has ended: the payment did not go through");
    expect(ended.meta).toMatchObject({ kind: "renewal-failed:ended" });
  });

  it("cancellation: what stays until when, in the text and the HTML part (French typographic apostrophes)", async () => {
    const message = await renderCancellationEmail({
      to: "a@example.com",
      locale: "fr",
      origin,
      productType: "courses_premium",
      accessUntil: date,
    });
    expect(message.subject).toBe("Votre abonnement Lingora Premium est résilié");
    expect(message.text).toContain("jusqu’au 8 mai 2026");
    expect(message.html).toContain("jusqu’au 8 mai 2026");
  });

  it.each(locales)("%s: every email renders with its own words and no placeholder left", async (locale) => {
    const messages = await Promise.all([
      renderTrialEndingEmail({
        to: "a@example.com",
        locale,
        origin,
        productType: "courses_premium",
        trialEndsAt: date,
        amount: 749,
        currency: "EUR",
      }),
      renderRenewalFailedEmail({
        to: "a@example.com",
        locale,
        origin,
        productType: "tutoring",
        amount: 5999,
        currency: "EUR",
        nextRetryAt: date,
      }),
      renderRenewalFailedEmail({
        to: "a@example.com",
        locale,
        origin,
        productType: "other",
        amount: 5999,
        currency: "EUR",
        nextRetryAt: null,
      }),
      renderCancellationEmail({ to: "a@example.com", locale, origin, productType: "group_lessons", accessUntil: date }),
    ]);
    for (const message of messages) {
      expect(message.meta?.locale).toBe(locale);
      expect(`${message.subject}\n${message.text}`).not.toMatch(/[{}]|billingEmails\./);
      expect(message.text).toContain(`/${locale}/profile/settings/payments-subscriptions`);
    }
  });

  it("an unknown locale falls back to English", async () => {
    const message = await renderCancellationEmail({
      to: "a@example.com",
      locale: "xx",
      origin,
      productType: "courses_premium",
      accessUntil: date,
    });
    expect(message.meta?.locale).toBe("en");
  });
});
