"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { callIdentity } from "../client/identity-api";
import { codeSchema } from "../model/auth-schemas";
import { useAuthAction } from "./use-auth-action";
import { AuthErrorAlert, TextField } from "./auth-form-parts";
import { useFocusOnShow } from "./use-step-focus";

/** Asks for the 6-digit email code, with a resend; calls onVerified once the address is confirmed. */
export function VerifyEmailStep({ email, onVerified }: { email: string; onVerified: () => Promise<void> | void }) {
  const t = useTranslations("auth");
  const [code, setCode] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const { error, notice, setNotice, isBusy, run, reset } = useAuthAction();
  const headingRef = useFocusOnShow<HTMLHeadingElement>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = codeSchema.safeParse({ code });
    if (!parsed.success) {
      reset();
      setFieldError(t(parsed.error.issues[0]!.message as "codeInvalid"));
      return;
    }
    setFieldError(undefined);
    await run(async () => {
      await callIdentity("/email-otp/verify-email", { email, otp: parsed.data.code });
      await onVerified();
    });
  }

  async function resend() {
    setFieldError(undefined);
    await run(async () => {
      await callIdentity("/email-otp/send-verification-otp", { email, type: "email-verification" });
      setNotice(t("codeResent"));
    });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-ink">
        {t("verifyTitle")}
      </h2>
      <p className="text-gray-700">{t("verifyIntro", { email })}</p>
      <AuthErrorAlert code={error} />
      {notice ? (
        <p role="status" className="text-sm text-green-800">
          {notice}
        </p>
      ) : null}
      <TextField
        name="code"
        label={t("code")}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={fieldError}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={isBusy}>
          {isBusy ? t("working") : t("verifyButton")}
        </Button>
        <Button variant="ghost" disabled={isBusy} onClick={() => void resend()}>
          {t("resendCode")}
        </Button>
      </div>
    </form>
  );
}
