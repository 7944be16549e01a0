"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState, type FormEvent } from "react";
import { forgetVisitorName, readVisitorName } from "@/lib/browser/visitor-name";
import { Button } from "@/components/ui/button";
import { callIdentity, completeSignIn } from "../client/identity-api";
import { fieldErrors, signUpSchema } from "../model/auth-schemas";
import { useAuthAction } from "./use-auth-action";
import { AuthErrorAlert, PasswordField, TextField, afterSignIn } from "./auth-form-parts";
import { VerifyEmailStep } from "./code-step";
import { TermsNotice } from "./terms-notice";
import { useFocusFirstField, useFocusFirstInvalid } from "./use-step-focus";

/** Email sign-up: details → 6-digit code from the email → signed in. Anonymous data follows. */
export function SignUpForm() {
  const t = useTranslations("auth");
  const locale = useLocale();
  const [values, setValues] = useState({ name: "", email: "", password: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { error, isBusy, run, reset } = useAuthAction();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const formRef = useFocusFirstField<HTMLFormElement>();
  useFocusFirstInvalid(formRef, errors);

  // The name given in an onboarding funnel on this browser, so it is not asked for twice.
  useEffect(() => {
    const name = readVisitorName();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read once from this browser's storage after hydration
    if (name) setValues((current) => (current.name ? current : { ...current, name }));
  }, []);

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = signUpSchema.safeParse(values);
    if (!parsed.success) {
      reset();
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    await run(async () => {
      await callIdentity("/sign-up/email", { ...parsed.data, locale });
      setPendingEmail(parsed.data.email);
    });
  }

  async function finish() {
    await completeSignIn();
    forgetVisitorName();
    const next = afterSignIn(new URLSearchParams(window.location.search).get("next"), locale);
    window.location.assign(next);
  }

  if (pendingEmail) return <VerifyEmailStep email={pendingEmail} onVerified={finish} />;

  const message = (field: string) => (errors[field] ? t(errors[field] as "fieldRequired") : undefined);
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-5">
      <AuthErrorAlert code={error} />
      <TextField name="name" label={t("name")} autoComplete="name" value={values.name} onChange={set("name")} error={message("name")} />
      <TextField
        name="email"
        label={t("email")}
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set("email")}
        error={message("email")}
      />
      <PasswordField
        label={t("password")}
        hint={t("passwordHint")}
        autoComplete="new-password"
        value={values.password}
        onChange={(password) => setValues((current) => ({ ...current, password }))}
        error={message("password")}
      />
      <p className="text-sm text-muted">{t("signUpAfterCode")}</p>
      <TermsNotice />
      <Button type="submit" size="lg" className="w-full" disabled={isBusy}>
        {isBusy ? t("working") : t("signUpButton")}
      </Button>
    </form>
  );
}
