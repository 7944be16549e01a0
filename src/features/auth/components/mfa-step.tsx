"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { callIdentity } from "../client/identity-api";
import { AuthError } from "../model/auth-errors";
import { toAuthErrorCode, useAuthAction } from "./use-auth-action";
import { AuthErrorAlert, TextField } from "./auth-form-parts";
import type { ErrorContext } from "./error-context";
import { useFocusOnShow } from "./use-step-focus";

type Mode = "totp" | "backup" | "otp";

/** What a refused code is explained as, per kind of code (a sent code keeps the general message). */
const contextOf: Record<Mode, ErrorContext | undefined> = { totp: "authenticator-code", backup: "backup-code", otp: undefined };

/** The second sign-in step (multi-factor-auth-required): authenticator code, backup code or a sent code. */
export function MfaStep({ onDone }: { onDone: () => Promise<void> }) {
  const t = useTranslations("auth");
  const errors = useTranslations("authErrors");
  const [mode, setMode] = useState<Mode>("totp");
  const [code, setCode] = useState("");
  const { error, setError, notice, setNotice, isBusy, run, reset } = useAuthAction();
  const headingRef = useFocusOnShow<HTMLHeadingElement>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = code.trim();
    if (!value) {
      reset();
      return setError("invalid-verification-code");
    }
    await run(async () => {
      const path =
        mode === "totp" ? "/two-factor/verify-totp" : mode === "backup" ? "/two-factor/verify-backup-code" : "/two-factor/verify-otp";
      try {
        await callIdentity(path, { code: value, trustDevice: false });
      } catch (caught) {
        // A refused code is a wrong code, never "email or password".
        throw toAuthErrorCode(caught) === "invalid-credential" ? new AuthError("invalid-verification-code") : caught;
      }
      await onDone();
    });
  }

  function switchTo(next: Mode) {
    reset();
    setMode(next);
    setCode("");
  }

  async function sendCode() {
    await run(async () => {
      await callIdentity("/two-factor/send-otp", {});
      setMode("otp");
      setCode("");
      setNotice(t("mfaCodeSent"));
    });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-ink">
        {t("mfaTitle")}
      </h2>
      <p className="text-gray-700">{mode === "backup" ? t("backupCodeIntro") : errors("multi-factor-auth-required")}</p>
      {mode === "totp" ? <p className="text-gray-700">{t("mfaIntro")}</p> : null}
      {notice ? (
        <p role="status" className="text-sm text-green-800">
          {notice}
        </p>
      ) : null}
      <AuthErrorAlert code={error} context={contextOf[mode]} />
      <TextField
        name="code"
        label={mode === "backup" ? t("backupCode") : t("mfaCode")}
        inputMode={mode === "backup" ? "text" : "numeric"}
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isBusy}>
        {isBusy ? t("working") : t("verifyButton")}
      </Button>
      <div className="flex flex-col items-start gap-2 text-sm">
        {mode !== "backup" ? (
          <button type="button" className="font-semibold text-brand-700 underline underline-offset-2" onClick={() => switchTo("backup")}>
            {t("useBackupCode")}
          </button>
        ) : null}
        {mode !== "totp" ? (
          <button type="button" className="font-semibold text-brand-700 underline underline-offset-2" onClick={() => switchTo("totp")}>
            {t("useAuthenticator")}
          </button>
        ) : null}
        <button type="button" className="font-semibold text-brand-700 underline underline-offset-2" onClick={() => void sendCode()}>
          {t("sendMfaCode")}
        </button>
      </div>
    </form>
  );
}
