"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { callIdentity } from "../client/identity-api";
import { useAccount } from "../client/use-account";
import { fieldErrors, signUpSchema } from "../model/auth-schemas";
import { useAuthAction } from "./use-auth-action";
import { FormMessages, PasswordField, SignInRequired } from "./auth-form-parts";

/** /profile/settings/password: the current password re-authenticates; other sessions are revoked. */
export function ChangePasswordForm() {
  const t = useTranslations("settings");
  const auth = useTranslations("auth");
  const locale = useLocale();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const { error, notice, setNotice, isBusy, run, reset } = useAuthAction();
  const { account } = useAccount();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = signUpSchema.shape.password.safeParse(next);
    if (!parsed.success) {
      reset();
      return setFieldError(auth(fieldErrors(parsed.error).form as "passwordTooShort"));
    }
    setFieldError(undefined);
    await run(async () => {
      await callIdentity("/change-password", { currentPassword: current, newPassword: next, revokeOtherSessions: true });
      setNotice(t("passwordChanged"));
      setCurrent("");
      setNext("");
    });
  }

  if (account === undefined) return <p role="status">{t("loading")}</p>;
  // Signed out (or a guest): nothing to change, and no "wrong password" for a form that could not work.
  if (account === null) return <SignInRequired returnPath="/profile/settings/password" />;
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormMessages notice={notice} error={error} context="current-password" />
      <PasswordField
        name="currentPassword"
        label={t("currentPassword")}
        autoComplete="current-password"
        value={current}
        onChange={setCurrent}
      />
      <PasswordField
        name="newPassword"
        label={t("newPassword")}
        hint={auth("passwordHint")}
        autoComplete="new-password"
        value={next}
        onChange={setNext}
        error={fieldError}
      />
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
