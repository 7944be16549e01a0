import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { SessionBootstrap } from "@/features/auth/client";
import { consentStringKeys } from "@/features/growth";
import { FlagEffects, GrowthProvider } from "@/features/growth/client";
import type { RequestFlags } from "@/features/growth/server";
import { ProfileStateProvider } from "@/features/profile/client";
import { ShellStringsProvider, UIThemeProvider, type ShellStrings } from "@/features/shell/client";
import { getConfig } from "@/lib/config";
import type { Locale } from "@/lib/i18n";
import { publicationOf } from "@/lib/pages";
import { PagesProvider } from "@/lib/pages/pages-context";
import { pages } from "./pages";

/**
 * The client providers around every page, outermost first: the shell's strings, the UI theme,
 * growth (flags, consent, analytics), the page registry's publication, the profile state, and
 * the effects that follow them (flag effects, the session bootstrap). A feature that needs one
 * around every page adds it here; features never mount each other's providers.
 */
export async function AppProviders({ locale, flags, children }: { locale: Locale; flags: RequestFlags; children: ReactNode }) {
  const errors = await getTranslations({ locale, namespace: "errors" });
  const consent = await getTranslations({ locale, namespace: "consent" });
  const localeSwitched = await getTranslations({ locale, namespace: "profile.localeSwitched" });
  const config = getConfig();
  const growthSettings = {
    locale,
    clientKey: config.GROWTHBOOK_CLIENT_KEY,
    analyticsApiKey: config.ANALYTICS_API_KEY,
    consentStrings: Object.fromEntries(consentStringKeys.map((key) => [key, consent(key)])) as Record<
      (typeof consentStringKeys)[number],
      string
    >,
  };
  const shellStrings: ShellStrings = {
    locale,
    errors: {
      somethingWentWrong: errors("somethingWentWrong"),
      errorHelp: errors("errorHelp"),
      tryAgain: errors("tryAgain"),
      goHome: errors("goHome"),
      unavailableTitle: errors("unavailableTitle"),
      unavailableBody: errors("unavailableBody"),
    },
  };
  return (
    <ShellStringsProvider value={shellStrings}>
      <UIThemeProvider
        initial={{ specialUITheme: flags.values.new_year_ui ? "new-year" : "default", dyslexic: false, isDyslexicModeAllowed: true }}
      >
        <GrowthProvider
          settings={growthSettings}
          payload={flags.payload}
          attributes={flags.attributes}
          values={flags.values}
          offerMarketing={flags.values.marketing_consent}
        >
          {/* Which locale publishes which page, for the browser's locale switches (patterns and locales only). */}
          <PagesProvider published={publicationOf(pages)}>
            <ProfileStateProvider
              locale={locale}
              localeSwitchStrings={{
                // Raw: {language} is filled in the browser with the languages' own names.
                text: localeSwitched.raw("text") as string,
                switchBack: localeSwitched.raw("switchBack") as string,
                dismiss: localeSwitched("dismiss"),
                failed: localeSwitched("failed"),
              }}
            >
              <FlagEffects />
              {children}
              <SessionBootstrap />
            </ProfileStateProvider>
          </PagesProvider>
        </GrowthProvider>
      </UIThemeProvider>
    </ShellStringsProvider>
  );
}
