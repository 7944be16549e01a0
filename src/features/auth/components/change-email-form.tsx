"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { callIdentity } from "../client/identity-api";
import { useAccount } from "../client/use-account";
import { emailOnlySchema, fieldErrors } from "../model/auth-schemas";
import { useAuthAction } from "./use-auth-action";
import { FormMessages, PasswordField, TextField, SignInRequired } from "./auth-form-parts";

/** /profile/settings/email: a verify-and-change link to the new address, an undo link to the old one. */
export function ChangeEmailForm() {
  const t = useTranslations("settings");
  const auth = useTranslations("auth");
  const locale = useLocale();
  const { account } = useAccount();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const { error, notice, setNotice, isBusy, run, reset } = useAuthAction();

  if (account === undefined) return <p role="status">{t("loading")}</p>;
  if (account === null) return <SignInRequired returnPath="/profile/settings/email" />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = emailOnlySchema.safeParse({ email });
    if (!parsed.success) {
      reset();
      return setFieldError(auth(fieldErrors(parsed.error).email as "emailInvalid"));
    }
    // The address it already has: nothing to confirm, no emails.
    if (parsed.data.email.toLowerCase() === account?.email.toLowerCase()) {
      reset();
      return setFieldError(t("sameEmail"));
    }
    setFieldError(undefined);
    await run(async () => {
      await callIdentity("/email-action/change-email", { newEmail: parsed.data.email, password });
      setNotice(t("emailLinkSentTo", { email: parsed.data.email }));
      setPassword("");
    });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {/* The password confirms the change: a refused one is the current password. */}
      <FormMessages notice={notice} error={error} context="current-password" />
      {/* A term and its value (no colon of our own: French puts a space before it). */}
      <dl className="flex flex-wrap gap-x-2 text-gray-700">
        <dt>{t("emailLabel")}</dt>
        <dd className="font-semibold text-ink break-all">{account.email.endsWith(".invalid") ? t("notSet") : account.email}</dd>
      </dl>
      <TextField
        name="newEmail"
        label={t("newEmail")}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={fieldError}
      />
      <PasswordField name="password" label={t("confirmPassword")} autoComplete="current-password" value={password} onChange={setPassword} />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={isBusy}>
          {isBusy ? auth("working") : t("sendEmailLink")}
        </Button>
        <a href={`/${locale}/profile/settings`} className="text-sm font-semibold text-brand-700 underline underline-offset-2">
          {t("backToSettings")}
        </a>
      </div>
    </form>
  );
}
