"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { callIdentity } from "../client/identity-api";
import type { AuthErrorCode } from "../model/auth-errors";
import { toAuthErrorCode } from "./use-auth-action";
import { AuthErrorAlert, TextField } from "./auth-form-parts";

type Mode = "totp" | "backup" | "otp";

/** The second sign-in step (multi-factor-auth-required): authenticator code, backup code or a sent code. */
export function MfaStep({ onDone }: { onDone: () => Promise<void> }) {
  const t = useTranslations("auth");
  const errors = useTranslations("authErrors");
  const [mode, setMode] = useState<Mode>("totp");
  const [code, setCode] = useState("");
  const [error, setError] = useState<AuthErrorCode | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = code.trim();
    if (!value) return setError("invalid-verification-code");
    setError(null);
    setIsBusy(true);
    try {
      const path = mode === "totp" ? "/two-factor/verify-totp" : mode === "backup" ? "/two-factor/verify-backup-code" : "/two-factor/verify-otp";
      await callIdentity(path, { code: value, trustDevice: false });
      await onDone();
    } catch (caught) {
      const failure = toAuthErrorCode(caught);
      setError(failure === "invalid-credential" ? "invalid-verification-code" : failure);
    } finally {
      setIsBusy(false);
    }
  }

  async function sendCode() {
    setError(null);
    try {
      await callIdentity("/two-factor/send-otp", {});
      setMode("otp");
      setCode("");
      setNotice(t("mfaCodeSent"));
    } catch (caught) {
      setError(toAuthErrorCode(caught));
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <h2 className="text-2xl font-bold text-ink">{t("mfaTitle")}</h2>
      <p className="text-gray-700">{mode === "backup" ? t("backupCodeIntro") : errors("multi-factor-auth-required")}</p>
      {mode === "totp" ? <p className="text-gray-700">{t("mfaIntro")}</p> : null}
      {notice && mode === "otp" ? (
        <p role="status" className="text-sm text-green-800">
          {notice}
        </p>
      ) : null}
      <AuthErrorAlert code={error} />
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
          <button type="button" className="font-semibold text-brand-700 underline underline-offset-2" onClick={() => { setMode("backup"); setCode(""); }}>
            {t("useBackupCode")}
          </button>
        ) : null}
        {mode !== "totp" ? (
          <button type="button" className="font-semibold text-brand-700 underline underline-offset-2" onClick={() => { setMode("totp"); setCode(""); }}>
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
