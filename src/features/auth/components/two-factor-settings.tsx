"use client";

import { useTranslations } from "next-intl";
import QRCode from "qrcode";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { callIdentity } from "../client/identity-api";
import { useAuthAction } from "./use-auth-action";
import { AuthErrorAlert, PasswordField, TextField } from "./auth-form-parts";

type Stage = "idle" | "password-on" | "password-on-sms" | "password-off" | "scan";

/** Turn two-step sign-in (TOTP) on or off; both need the password (re-authentication). */
export function TwoFactorSettings({
  isEnabled,
  hasVerifiedPhone,
  onChange,
}: {
  isEnabled: boolean;
  /** With a verified phone, the second step can be a code by text message instead of an app. */
  hasVerifiedPhone: boolean;
  onChange: () => Promise<void>;
}) {
  const t = useTranslations("settings");
  const auth = useTranslations("auth");
  const [stage, setStage] = useState<Stage>("idle");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [setup, setSetup] = useState<{ qr: string; key: string; backupCodes: string[] } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { error, isBusy, run } = useAuthAction();

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      if (stage === "password-on-sms") {
        await callIdentity("/two-factor/enable", { password, method: "otp" });
        setStage("idle");
        setNotice(t("twoFactorEnabled"));
        await onChange();
        return;
      }
      if (stage === "password-off") {
        await callIdentity("/two-factor/disable", { password });
        setStage("idle");
        setNotice(t("twoFactorDisabled"));
        await onChange();
        return;
      }
      const result = await callIdentity<{ totpURI: string; backupCodes: string[] }>("/two-factor/enable", { password, issuer: "Lingora" });
      const svg = await QRCode.toString(result.totpURI, { type: "svg", margin: 1, width: 200 });
      setSetup({
        qr: `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`,
        key: new URL(result.totpURI).searchParams.get("secret") ?? "",
        backupCodes: result.backupCodes,
      });
      setStage("scan");
    });
    setPassword("");
  };

  const finish = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await callIdentity("/two-factor/verify-totp", { code: code.trim() });
      setStage("idle");
      setSetup(null);
      setCode("");
      setNotice(t("twoFactorEnabled"));
      await onChange();
    });
  };

  return (
    <div className="space-y-4">
      <p className="text-gray-700">{isEnabled ? t("twoFactorOn") : t("twoFactorOff")}</p>
      {notice ? (
        <p role="status" className="text-sm font-medium text-green-800">
          {notice}
        </p>
      ) : null}
      <AuthErrorAlert code={error} />
      {stage === "idle" ? (
        <div className="flex flex-wrap gap-3">
          <Button variant={isEnabled ? "secondary" : "primary"} onClick={() => { setNotice(null); setStage(isEnabled ? "password-off" : "password-on"); }}>
            {isEnabled ? t("turnOff") : t("turnOn")}
          </Button>
          {!isEnabled && hasVerifiedPhone ? (
            <Button variant="secondary" onClick={() => { setNotice(null); setStage("password-on-sms"); }}>
              {t("turnOnSms")}
            </Button>
          ) : null}
        </div>
      ) : null}
      {stage === "password-on" || stage === "password-on-sms" || stage === "password-off" ? (
        <form noValidate onSubmit={submitPassword} className="space-y-4">
          <PasswordField name="confirmPassword" label={t("confirmPassword")} autoComplete="current-password" value={password} onChange={setPassword} />
          <div className="flex gap-3">
            <Button type="submit" disabled={isBusy}>
              {isBusy ? auth("working") : t("continue")}
            </Button>
            <Button variant="ghost" onClick={() => setStage("idle")}>
              {t("cancel")}
            </Button>
          </div>
        </form>
      ) : null}
      {stage === "scan" && setup ? (
        <form noValidate onSubmit={finish} className="space-y-4">
          <p className="text-gray-700">{t("scanQr")}</p>
          {/* eslint-disable-next-line @next/next/no-img-element -- a generated data URI, nothing to optimise */}
          <img src={setup.qr} alt={t("qrAlt")} width={200} height={200} className="rounded-lg border border-gray-200" />
          <p className="text-sm text-gray-700">
            {t("manualKey")} <code className="break-all rounded bg-gray-100 px-2 py-1 font-mono text-ink" data-testid="totp-key">{setup.key}</code>
          </p>
          <div>
            <h3 className="font-semibold text-ink">{t("backupCodesTitle")}</h3>
            <p className="text-sm text-gray-700">{t("backupCodesIntro")}</p>
            <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm" aria-label={t("backupCodesTitle")}>
              {setup.backupCodes.map((backup) => (
                <li key={backup}>{backup}</li>
              ))}
            </ul>
          </div>
          <TextField name="totp" label={t("confirmCode")} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} />
          <Button type="submit" disabled={isBusy}>
            {isBusy ? auth("working") : t("finishSetup")}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
