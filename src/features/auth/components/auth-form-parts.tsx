"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState, type InputHTMLAttributes } from "react";
import { Field, Input, describedBy } from "@/components/ui/field";
import type { AuthErrorCode } from "../model/auth-errors";
import { afterSignInPath } from "../model/landing";
import { contextualErrorKey, type ErrorContext } from "./error-context";

/**
 * A catalogue error, announced to assistive technology. `context` says what was typed, so a
 * refused code or password is explained in the words of that step.
 */
export function AuthErrorAlert({ code, context }: { code: AuthErrorCode | null; context?: ErrorContext }) {
  const t = useTranslations("authErrors");
  const auth = useTranslations("auth");
  if (!code) return null;
  const contextual = context ? contextualErrorKey(code, context) : null;
  return (
    <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm font-medium text-red-800">
      {contextual ? auth(contextual) : t(code)}
    </p>
  );
}

export function TextField({
  name,
  label,
  hint,
  error,
  ...props
}: { name: string; label: string; hint?: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = `${useId()}-${name}`;
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <Input
        id={id}
        name={name}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, { hint: Boolean(hint), error: Boolean(error) })}
        {...props}
      />
    </Field>
  );
}

export function PasswordField({
  name = "password",
  label,
  hint,
  error,
  autoComplete,
  value,
  onChange,
}: {
  name?: string;
  label: string;
  hint?: string;
  error?: string;
  autoComplete: "current-password" | "new-password";
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useTranslations("auth");
  const [isVisible, setIsVisible] = useState(false);
  const id = `${useId()}-${name}`;
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <div className="relative">
        <Input
          id={id}
          name={name}
          type={isVisible ? "text" : "password"}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(id, { hint: Boolean(hint), error: Boolean(error) })}
          className="pr-12"
        />
        {/* An eye, named in words: a label in words ("Masquer le mot de passe") covered the typed password on phones. */}
        <button
          type="button"
          onClick={() => setIsVisible((visible) => !visible)}
          aria-pressed={isVisible}
          aria-label={isVisible ? t("hidePassword") : t("showPassword")}
          title={isVisible ? t("hidePassword") : t("showPassword")}
          className="absolute inset-y-1 right-1 flex w-10 items-center justify-center rounded-md text-brand-700 hover:bg-brand-50"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
            <circle cx="12" cy="12" r="3" />
            {isVisible ? <path d="M3 3l18 18" /> : null}
          </svg>
        </button>
      </div>
    </Field>
  );
}

/**
 * Where a finished sign-in goes: a same-site `next` (no open redirects), else the learner's plan
 * (model/landing.ts, decision record 0027).
 */
export function afterSignIn(next: string | null, locale: string): string {
  return afterSignInPath(next, locale, window.location.origin);
}

/** A success message, announced politely. */
export function SuccessNotice({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="rounded-xl border border-green-300 bg-green-50 p-4 text-sm font-medium text-green-900">
      {children}
    </p>
  );
}

/** A form's outcome: the success notice, if any, then the error, if any. */
export function FormMessages({
  notice,
  error,
  context,
}: {
  notice: React.ReactNode | null;
  error: AuthErrorCode | null;
  context?: ErrorContext;
}) {
  return (
    <>
      {notice ? <SuccessNotice>{notice}</SuccessNotice> : null}
      <AuthErrorAlert code={error} context={context} />
    </>
  );
}

/**
 * A settings page asked for while signed out: says so, with the way to sign in that comes back here
 * (`returnPath`, after the locale: "/profile/settings/email").
 */
export function SignInRequired({ returnPath }: { returnPath: string }) {
  const t = useTranslations("settings");
  const locale = useLocale();
  return (
    <p>
      {t("signInRequired")}{" "}
      <a
        className="font-semibold text-brand-700 underline"
        href={`/${locale}/sign-in?next=${encodeURIComponent(`/${locale}${returnPath}`)}`}
      >
        {t("continue")}
      </a>
    </p>
  );
}
