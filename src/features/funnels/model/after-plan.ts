import { localizedPath, type Locale } from "@/lib/i18n";

/**
 * Where the funnel goes after the plan: with `web2app_path` on, the app's download page; a
 * registered person to the paywall; an anonymous visitor to the account step first (sign-up, then
 * the paywall: their plan moves with them).
 */
export function afterPlan(options: {
  locale: Locale;
  web2app: boolean;
  isRegistered: boolean;
}):
  { step: "download-app"; href: string } | { step: "paywall"; href: string } | { step: "account"; signUpHref: string; signInHref: string } {
  const { locale } = options;
  if (options.web2app) return { step: "download-app", href: localizedPath(locale, "/download-app") };
  const paywall = `${localizedPath(locale, "/profile/payments-subscriptions/choose")}?from=plan`;
  if (options.isRegistered) return { step: "paywall", href: paywall };
  const next = encodeURIComponent(paywall);
  return {
    step: "account",
    signUpHref: `${localizedPath(locale, "/sign-up")}?next=${next}`,
    signInHref: `${localizedPath(locale, "/sign-in")}?next=${next}`,
  };
}
