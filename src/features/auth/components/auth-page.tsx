import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";
import { localizedPath, type Locale, type Messages } from "@/lib/i18n";
import { AuthSwitchLink } from "./auth-switch-link";
import { SignedInRedirect } from "./signed-in-redirect";

/** A narrow page with client strings for the identity screens (links, autologin, used links). */
export async function AuthFrame({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = (await getMessages({ locale })) as Messages;
  return (
    <Container className="py-12">
      <div className="mx-auto max-w-md">
        <NextIntlClientProvider
          locale={locale}
          messages={{ auth: messages.auth ?? {}, authErrors: messages.authErrors ?? {}, actions: messages.actions ?? {} }}
        >
          {children}
        </NextIntlClientProvider>
      </div>
    </Container>
  );
}

/** The frame of /sign-in and /sign-up: title, intro, the form card and the way to the other page. */
export async function AuthPage({
  locale,
  kind,
  children,
  heading,
}: {
  locale: Locale;
  kind: "sign-in" | "sign-up";
  children: ReactNode;
  heading?: { title: string; intro: string };
}) {
  const t = await getTranslations({ locale, namespace: "auth" });
  const messages = (await getMessages({ locale })) as Messages;
  const isSignIn = kind === "sign-in";
  return (
    <Container className="py-12">
      <div className="mx-auto max-w-md">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">
          {heading?.title ?? (isSignIn ? t("signInTitle") : t("signUpTitle"))}
        </h1>
        <p className="mt-3 text-gray-700">{heading?.intro ?? (isSignIn ? t("signInIntro") : t("signUpIntro"))}</p>
        <div className="mt-8 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
          <NextIntlClientProvider locale={locale} messages={{ auth: messages.auth ?? {}, authErrors: messages.authErrors ?? {} }}>
            <SignedInRedirect />
            {children}
          </NextIntlClientProvider>
        </div>
        <p className="mt-6 text-center text-sm text-gray-700">
          {isSignIn ? t("noAccount") : t("haveAccount")}{" "}
          <AuthSwitchLink
            href={localizedPath(locale, isSignIn ? "/sign-up" : "/sign-in")}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {isSignIn ? t("createAccountLink") : t("signInLink")}
          </AuthSwitchLink>
        </p>
      </div>
    </Container>
  );
}
