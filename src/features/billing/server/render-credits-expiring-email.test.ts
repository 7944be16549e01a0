import { describe, expect, it } from "vitest";
import { locales } from "@/lib/i18n";
import { renderCreditsExpiringEmail } from "./render-credits-expiring-email";

const expiresAt = new Date("2026-03-15T12:00:00Z");

describe("the credits-expiring email", () => {
  it.each(locales.flatMap((locale) => [1, 2, 5, 22].map((credits) => [locale, credits] as const)))(
    "%s, %i credit(s): every placeholder filled, the count and the wallet link in both parts",
    async (locale, credits) => {
      for (const reminder of ["week", "day"] as const) {
        const email = await renderCreditsExpiringEmail({
          to: "ada@example.com",
          locale,
          reminder,
          credits,
          expiresAt,
          origin: "https://lingora.test",
        });
        const link = `https://lingora.test/${locale}/profile/settings/tutoring-credits`;
        expect(email.subject.length).toBeGreaterThan(5);
        for (const part of [email.text, email.html]) {
          expect(part).not.toMatch(/[{}]/);
          expect(part).toContain(String(credits));
          expect(part).toContain(link);
        }
        expect(email.html).toContain(`lang="${locale}"`);
      }
    },
  );

  it("tells the week and the last day apart, and falls back to English for an unknown locale", async () => {
    const week = await renderCreditsExpiringEmail({
      to: "a@example.com",
      locale: "xx",
      reminder: "week",
      credits: 1,
      expiresAt,
      origin: "https://lingora.test",
    });
    const day = await renderCreditsExpiringEmail({
      to: "a@example.com",
      locale: null,
      reminder: "day",
      credits: 2,
      expiresAt,
      origin: "https://lingora.test",
    });
    expect(week.subject).toBe("Your tutoring credits expire soon");
    expect(week.text).toContain("1 tutoring credit expires on March 15, 2026.");
    expect(day.subject).toBe("Last day to use your tutoring credits");
    expect(day.text).toContain("2 tutoring credits expire on March 15, 2026.");
  });
});
