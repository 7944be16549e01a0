import { getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import { localizedPath, type Locale } from "@/lib/i18n";
import { AccountEntry } from "./account-entry";

/** The header's way into the account: "Sign in", or the account link and "Sign out" once signed in. */
export async function AccountMenu({ locale }: { locale: Locale }) {
  const nav = await getTranslations({ locale, namespace: "nav" });
  const auth = await getTranslations({ locale, namespace: "auth" });
  return (
    <AccountEntry
      signInHref={localizedPath(locale, "/sign-in")}
      signInLabel={nav("signIn")}
      signOutLabel={auth("signOut")}
      accountHref={localizedPath(locale, "/profile/settings")}
      accountLabel={auth("account")}
      signInClassName={buttonVariants({ size: "sm", className: "whitespace-nowrap max-sm:px-2.5" })}
      signOutClassName={buttonVariants({ size: "sm", variant: "secondary", className: "whitespace-nowrap" })}
    />
  );
}
