"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { callIdentity, completeSignIn } from "../client/identity-api";
import { isSecondStepRequest } from "../client/second-step";
import { AuthError } from "../model/auth-errors";
import { emailOnlySchema, fieldErrors, resetSchema, signInSchema } from "../model/auth-schemas";
import { useAuthAction } from "./use-auth-action";
import { AuthErrorAlert, FormMessages, PasswordField, afterSignIn, TextField } from "./auth-form-parts";
import { VerifyEmailStep } from "./code-step";
import { MfaStep } from "./mfa-step";
import { PhoneSignIn } from "./phone-sign-in";
import { SocialButtons, type SocialProviderButton } from "./social-buttons";
import { TermsNotice } from "./terms-notice";
import { useFocusFirstField, useFocusFirstInvalid } from "./use-step-focus";

type Step = "sign-in" | "verify" | "forgot" | "reset" | "mfa";

/** Email sign-in, with the forgotten-password flow (emailed code → new password). */
export function SignInForm({ providers = [] }: { providers?: SocialProviderButton[] }) {
  const t = useTranslations("auth");
  const locale = useLocale();
  const [step, setStep] = useState<Step>("sign-in");
  const [values, setValues] = useState({ email: "", password: "", code: "", newPassword: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { error, notice, setNotice, isBusy, run, reset } = useAuthAction();
  const [method, setMethod] = useState<"email" | "phone">("email");
  const formRef = useFocusFirstField<HTMLFormElement>();
  useFocusFirstInvalid(formRef, errors);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const hasChangedStep = useRef(false);

  // A new step (forgot, reset, back to sign-in) starts clean and gets the focus.
  function go(next: Step) {
    reset();
    setErrors({});
    hasChangedStep.current = true;
    setStep(next);
  }

  useEffect(() => {
    if (!hasChangedStep.current) return;
    const target = stepHeadingRef.current ?? formRef.current?.querySelector<HTMLElement>("input");
    target?.focus();
  }, [step, formRef]);

  // Another path (an email link, a phone code, social sign-in) met the second-step challenge.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read once from the URL after hydration
    if (isSecondStepRequest(window.location.search)) go("mfa");
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const message = (field: string) => (errors[field] ? t(errors[field] as "fieldRequired") : undefined);

  async function finish() {
    await completeSignIn();
    window.location.assign(afterSignIn(new URLSearchParams(window.location.search).get("next"), locale));
  }

  /** Refused before any call: the field errors replace whatever was shown. */
  function refuse(fields: Record<string, string>) {
    reset();
    setErrors(fields);
  }

  async function signIn(event: FormEvent) {
    event.preventDefault();
    const parsed = signInSchema.safeParse(values);
    if (!parsed.success) return refuse(fieldErrors(parsed.error));
    setErrors({});
    await run(async () => {
      try {
        const result = await callIdentity<{ twoFactorRedirect?: boolean }>("/sign-in/email", { ...parsed.data, rememberMe: true });
        if (result?.twoFactorRedirect) {
          go("mfa");
          return;
        }
      } catch (caught) {
        if (caught instanceof AuthError && caught.code === "email-not-verified") {
          await callIdentity("/email-otp/send-verification-otp", { email: parsed.data.email, type: "email-verification" });
          go("verify");
          return;
        }
        throw caught;
      }
      await finish();
    });
  }

  async function sendSignInLink() {
    const parsed = emailOnlySchema.safeParse(values);
    if (!parsed.success) return refuse(fieldErrors(parsed.error));
    setErrors({});
    await run(async () => {
      const next = new URLSearchParams(window.location.search).get("next");
      await callIdentity("/email-link/send", {
        email: parsed.data.email,
        ...(next ? { continueUrl: afterSignIn(next, locale) } : {}),
      });
      setNotice(t("emailLinkSent", { email: parsed.data.email }));
    });
  }

  async function requestReset(event: FormEvent) {
    event.preventDefault();
    const parsed = emailOnlySchema.safeParse(values);
    if (!parsed.success) return refuse(fieldErrors(parsed.error));
    setErrors({});
    await run(async () => {
      await callIdentity("/email-otp/request-password-reset", { email: parsed.data.email });
      go("reset");
    });
  }

  async function resetPassword(event: FormEvent) {
    event.preventDefault();
    const parsed = resetSchema.safeParse({ code: values.code, password: values.newPassword });
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error);
      return refuse({ code: fields.code ?? "", newPassword: fields.password ?? "" });
    }
    setErrors({});
    await run(async () => {
      await callIdentity("/email-otp/reset-password", {
        email: values.email.trim(),
        otp: parsed.data.code,
        password: parsed.data.password,
      });
      setValues((current) => ({ ...current, password: "", code: "", newPassword: "" }));
      go("sign-in");
      setNotice(t("resetDone"));
    });
  }

  if (step === "verify") return <VerifyEmailStep email={values.email.trim()} onVerified={finish} />;
  if (step === "mfa") return <MfaStep onDone={finish} />;

  if (step === "forgot" || step === "reset") {
    return (
      <form ref={formRef} noValidate onSubmit={step === "forgot" ? requestReset : resetPassword} className="space-y-5">
        <h2 ref={stepHeadingRef} tabIndex={-1} className="text-2xl font-bold text-ink">
          {step === "forgot" ? t("forgotTitle") : t("resetTitle")}
        </h2>
        <p className="text-gray-700">{step === "forgot" ? t("forgotIntro") : t("resetIntro", { email: values.email.trim() })}</p>
        <AuthErrorAlert code={error} />
        {step === "forgot" ? (
          <TextField
            name="email"
            label={t("email")}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={set("email")}
            error={message("email")}
          />
        ) : (
          <>
            <TextField
              name="code"
              label={t("code")}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={values.code}
              onChange={set("code")}
              error={message("code")}
            />
            <PasswordField
              name="newPassword"
              label={t("newPassword")}
              hint={t("passwordHint")}
              autoComplete="new-password"
              value={values.newPassword}
              onChange={(newPassword) => setValues((current) => ({ ...current, newPassword }))}
              error={message("newPassword")}
            />
          </>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={isBusy}>
            {isBusy ? t("working") : step === "forgot" ? t("sendCodeButton") : t("resetButton")}
          </Button>
          <Button variant="ghost" onClick={() => go("sign-in")}>
            {t("signInLink")}
          </Button>
        </div>
      </form>
    );
  }

  const methodSwitch = (
    <div role="group" aria-label={t("signInMethod")} className="mb-6 grid grid-cols-2 gap-1 rounded-xl bg-gray-100 p-1">
      {(["email", "phone"] as const).map((candidate) => (
        <button
          key={candidate}
          type="button"
          aria-pressed={method === candidate}
          onClick={() => {
            reset();
            setMethod(candidate);
          }}
          className="rounded-lg px-3 py-2 text-sm font-semibold text-ink aria-pressed:bg-white aria-pressed:shadow"
        >
          {candidate === "email" ? t("withEmail") : t("withPhone")}
        </button>
      ))}
    </div>
  );

  if (method === "phone") {
    return (
      <>
        {methodSwitch}
        <PhoneSignIn onDone={() => finish()} />
        <div className="mt-5">
          <TermsNotice />
        </div>
      </>
    );
  }

  return (
    <>
      {methodSwitch}
      <div className="mb-5">
        <SocialButtons providers={providers} onDone={finish} />
      </div>
      <form ref={formRef} noValidate onSubmit={signIn} className="space-y-5">
        <FormMessages notice={notice} error={error} />
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
          autoComplete="current-password"
          value={values.password}
          onChange={(password) => setValues((current) => ({ ...current, password }))}
          error={message("password")}
        />
        <div className="flex justify-end">
          <button type="button" onClick={() => go("forgot")} className="text-sm font-semibold text-brand-700 underline underline-offset-2">
            {t("forgotPasswordLink")}
          </button>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={isBusy}>
          {isBusy ? t("working") : t("signInButton")}
        </Button>
        <Button variant="secondary" className="w-full" disabled={isBusy} onClick={() => void sendSignInLink()}>
          {t("emailLinkButton")}
        </Button>
      </form>
    </>
  );
}
