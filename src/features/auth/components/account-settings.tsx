"use client";

import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { clearLocalAuth } from "../client/auth-storage";
import { callIdentity, signOut } from "../client/identity-api";
import { useAccount } from "../client/use-account";
import { formatPhoneForDisplay } from "../model/phone";
import type { AuthErrorCode } from "../model/auth-errors";
import { AuthErrorAlert, FormMessages, PasswordField } from "./auth-form-parts";
import type { ErrorContext } from "./error-context";
import { assertSameUser } from "../client/popup-controller";
import type { SocialProviderButton } from "./social-buttons";
import { TwoFactorSettings } from "./two-factor-settings";
import { toAuthErrorCode } from "./use-auth-action";
import { useSocialPopup } from "./use-social-popup";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
      <h2 id={id} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** /profile/settings: sign-in details, password, two-step sign-in, devices, deletion. */
export function AccountSettings({ providers = [] }: { providers?: SocialProviderButton[] }) {
  const t = useTranslations("settings");
  const locale = useLocale();
  const router = useRouter();
  const { account, reload } = useAccount();
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<AuthErrorCode | null>(null);
  // A refused password on deletion is the current password, not "email or password".
  const [errorContext, setErrorContext] = useState<ErrorContext | undefined>(undefined);
  const [isDeleting, setIsDeleting] = useState(false);
  const [password, setPassword] = useState("");
  const [isPasswordMissing, setIsPasswordMissing] = useState(false);
  const [linkedProviders, setLinkedProviders] = useState<string[] | null>(null);
  const { start } = useSocialPopup();

  // The button that opened the deletion is gone: its first control takes the focus.
  useEffect(() => {
    if (!isDeleting) return;
    document.querySelector<HTMLElement>('[aria-labelledby="settings-delete"] :is(input, button)')?.focus();
  }, [isDeleting]);

  useEffect(() => {
    if (!account) return;
    void callIdentity<Array<{ providerId: string }>>("/list-accounts")
      .then((rows) => setLinkedProviders(rows.map((row) => row.providerId)))
      .catch(() => setLinkedProviders([]));
  }, [account]);

  if (account === undefined) return <p role="status">{t("loading")}</p>;
  if (account === null) {
    return (
      <div className="space-y-4">
        <AuthErrorAlert code={error} />
        <p>
          {t("signInRequired")}{" "}
          <a
            className="font-semibold text-brand-700 underline"
            href={`/${locale}/sign-in?next=${encodeURIComponent(`/${locale}/profile/settings`)}`}
          >
            {t("continue")}
          </a>
        </p>
      </div>
    );
  }

  const isPlaceholderEmail = account.email.endsWith(".invalid");
  const hasPassword = linkedProviders?.includes("credential") ?? true;
  const reauthProviders = providers.filter((provider) => linkedProviders?.includes(provider.id));

  /** Accounts without a password confirm through their provider's popup; it must be the same person. */
  async function deleteAfterProviderConfirmation(providerId: string) {
    if (!account) return;
    setError(null);
    setNotice(null);
    setErrorContext(undefined);
    try {
      assertSameUser(account.id, await start(providerId, `/${locale}/profile/settings`, { reauth: true }));
      await callIdentity("/delete-user", {});
      clearLocalAuth();
      router.push(`/${locale}`);
    } catch (caught) {
      const code = toAuthErrorCode(caught);
      // Someone else signed in through the popup: that session must not stay.
      if (code === "user-mismatch") {
        await signOut();
        await reload();
      }
      setError(code);
    }
  }

  async function signOutOthers() {
    setError(null);
    setNotice(null);
    setErrorContext(undefined);
    try {
      await callIdentity("/revoke-other-sessions", {});
      setNotice(t("othersSignedOut"));
    } catch (caught) {
      setError(toAuthErrorCode(caught));
    }
  }

  async function deleteAccount(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setNotice(null);
    setErrorContext("current-password");
    // Nothing is deleted without the password the form asks for (the server refuses it too).
    if (password === "") {
      setIsPasswordMissing(true);
      return;
    }
    setIsPasswordMissing(false);
    try {
      await callIdentity("/delete-user", { password });
      clearLocalAuth();
      router.push(`/${locale}`);
    } catch (caught) {
      setError(toAuthErrorCode(caught));
    }
  }

  return (
    <div className="space-y-6">
      <FormMessages notice={notice} error={error} context={errorContext} />
      <Section id="settings-account" title={t("accountSection")}>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr] sm:gap-y-2">
          <dt className="font-medium text-muted">{t("emailLabel")}</dt>
          <dd className="mb-2 text-ink [overflow-wrap:anywhere] sm:mb-0">{isPlaceholderEmail ? t("notSet") : account.email}</dd>
          <dt className="font-medium text-muted">{t("phoneLabel")}</dt>
          <dd className="text-ink">{account.phoneNumber ? formatPhoneForDisplay(account.phoneNumber) : t("notSet")}</dd>
        </dl>
        <div className="mt-4 flex flex-wrap gap-3">
          <a href={`/${locale}/profile/settings/email`} className={buttonVariants({ variant: "secondary", size: "sm" })}>
            {t("manageEmail")}
          </a>
          <a href={`/${locale}/profile/settings/phone`} className={buttonVariants({ variant: "secondary", size: "sm" })}>
            {t("managePhone")}
          </a>
          <a href={`/${locale}/profile/settings/linked-accounts`} className={buttonVariants({ variant: "secondary", size: "sm" })}>
            {t("manageLinked")}
          </a>
          <a href={`/${locale}/profile/settings/personal-info`} className={buttonVariants({ variant: "secondary", size: "sm" })}>
            {t("managePersonalInfo")}
          </a>
          <a href={`/${locale}/profile/settings/terms`} className={buttonVariants({ variant: "secondary", size: "sm" })}>
            {t("manageTerms")}
          </a>
        </div>
      </Section>
      <Section id="settings-password" title={t("passwordSection")}>
        <a href={`/${locale}/profile/settings/password`} className={buttonVariants({ variant: "secondary" })}>
          {t("changePassword")}
        </a>
      </Section>
      <Section id="settings-2fa" title={t("twoFactorSection")}>
        <TwoFactorSettings isEnabled={account.twoFactorEnabled} hasVerifiedPhone={account.phoneNumberVerified} onChange={reload} />
      </Section>
      <Section id="settings-sessions" title={t("sessionsSection")}>
        <p className="text-gray-700">{t("sessionsIntro")}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => void signOutOthers()}>
            {t("signOutOthers")}
          </Button>
          <Button variant="ghost" onClick={() => void signOut().then(() => router.push(`/${locale}`))}>
            {t("signOut")}
          </Button>
        </div>
      </Section>
      <Section id="settings-delete" title={t("deleteSection")}>
        <p className="text-gray-700">{t("deleteIntro")}</p>
        {isDeleting && !hasPassword ? (
          <div className="mt-4 flex flex-wrap gap-3">
            {reauthProviders.map((provider) => (
              <Button
                key={provider.id}
                className="bg-red-700 hover:bg-red-800"
                onClick={() => void deleteAfterProviderConfirmation(provider.id)}
              >
                {t("confirmWith", { provider: provider.name })}
              </Button>
            ))}
            <Button variant="ghost" onClick={() => setIsDeleting(false)}>
              {t("cancel")}
            </Button>
          </div>
        ) : isDeleting ? (
          <form noValidate onSubmit={deleteAccount} className="mt-4 space-y-4">
            <PasswordField
              name="deletePassword"
              label={t("confirmPassword")}
              autoComplete="current-password"
              value={password}
              onChange={setPassword}
              error={isPasswordMissing ? t("confirmPassword") : undefined}
            />
            <div className="flex gap-3">
              <Button type="submit" className="bg-red-700 hover:bg-red-800">
                {t("deleteConfirm")}
              </Button>
              <Button variant="ghost" onClick={() => setIsDeleting(false)}>
                {t("cancel")}
              </Button>
            </div>
          </form>
        ) : (
          <Button variant="secondary" className="mt-4 border-red-700 text-red-800" onClick={() => setIsDeleting(true)}>
            {t("deleteButton")}
          </Button>
        )}
      </Section>
    </div>
  );
}
