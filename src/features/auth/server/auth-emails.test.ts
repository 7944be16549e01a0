import { describe, expect, it } from "vitest";
import { locales } from "@/lib/i18n";
import { renderLinkEmail } from "./auth-emails";

const authMessage = async (locale: string, key: string) =>
  ((await import(`../../../../messages/${locale}.json`)) as { default: { emails: Record<string, string> } }).default.emails[key]!;

describe("link emails", () => {
  it.each(locales)("%s: a notice of a change says to act, never that it can be ignored; a link asked for may be", async (locale) => {
    const ignore = await authMessage(locale, "ignore");
    const expires = await authMessage(locale, "linkExpires");
    for (const kind of ["recoverEmail", "revertSecondFactorAddition"] as const) {
      const email = await renderLinkEmail({
        to: "a@example.com",
        link: "https://lingora.test/x",
        kind,
        locale,
        values: { email: "b@example.com" },
      });
      for (const part of [email.text, email.html]) {
        expect(part, kind).not.toContain(ignore);
        expect(part, kind).not.toContain(expires);
        expect(part, kind).toContain("https://lingora.test/x");
      }
    }
    const signIn = await renderLinkEmail({ to: "a@example.com", link: "https://lingora.test/x", kind: "signIn", locale });
    expect(signIn.text).toContain(ignore);
    expect(signIn.text).toContain(expires);
  });
});
