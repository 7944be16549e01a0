"use client";

import { useLocale, useTranslations } from "next-intl";

const linkClass = "font-semibold text-brand-700 underline underline-offset-2";

/**
 * "By creating an account you agree to the Terms of Use and the Privacy Policy", shown on every
 * way to create an account (email, phone, social). The documents open in the interface language,
 * in a new tab so what was typed stays.
 */
export function TermsNotice() {
  const t = useTranslations("auth");
  const locale = useLocale();
  const link = (slug: string) =>
    function LegalLink(chunks: React.ReactNode) {
      return (
        <a href={`/${locale}/terms/${slug}`} target="_blank" rel="noopener" className={linkClass}>
          {chunks}
        </a>
      );
    };
  return (
    <p className="text-sm text-muted" data-testid="terms-notice">
      {t.rich("termsNotice", { terms: link("terms-and-conditions"), privacy: link("privacy-policy") })}
    </p>
  );
}
