"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { callIdentity } from "../client/identity-api";
import { AuthError, type AuthErrorCode } from "../model/auth-errors";
import { fieldErrors, signUpSchema } from "../model/auth-schemas";
import { AuthErrorAlert, PasswordField } from "./auth-form-parts";

/** /profile/settings/password: the current password re-authenticates; other sessions are revoked. */
export function ChangePasswordForm() {
  const t = useTranslations("settings");
  const auth = useTranslations("auth");
  const locale = useLocale();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<AuthErrorCode | null>(null);
  const [isDone, setIsDone] = useState(false);
  const [isBusy, setIsBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = signUpSchema.shape.password.safeParse(next);
    if (!parsed.success) return setFieldError(auth(fieldErrors(parsed.error).form as "passwordTooShort"));
    setFieldError(undefined);
    setError(null);
    setIsBusy(true);
    try {
      await callIdentity("/change-password", { currentPassword: current, newPassword: next, revokeOtherSessions: true });
      setIsDone(true);
      setCurrent("");
      setNext("");
    } catch (caught) {
      setError(caught instanceof AuthError ? caught.code : "internal-error");
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {isDone ? (
        <p role="status" className="rounded-xl border border-green-300 bg-green-50 p-4 text-sm font-medium text-green-900">
          {t("passwordChanged")}
        </p>
      ) : null}
      <AuthErrorAlert code={error} />
      <PasswordField name="currentPassword" label={t("currentPassword")} autoComplete="current-password" value={current} onChange={setCurrent} />
      <PasswordField name="newPassword" label={t("newPassword")} hint={auth("passwordHint")} autoComplete="new-password" value={next} onChange={setNext} error={fieldError} />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={isBusy}>
          {isBusy ? auth("working") : t("savePassword")}
        </Button>
        <a href={`/${locale}/profile/settings`} className="text-sm font-semibold text-brand-700 underline underline-offset-2">
          {t("backToSettings")}
        </a>
      </div>
    </form>
  );
}
