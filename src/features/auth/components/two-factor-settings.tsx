"use client";

import { useTranslations } from "next-intl";
import QRCode from "qrcode";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { callIdentity } from "../client/identity-api";
import { useAuthAction } from "./use-auth-action";
import { BackupCodes } from "./backup-codes";
import { FormMessages, PasswordField, TextField } from "./auth-form-parts";

type Stage = "idle" | "password-on" | "password-on-sms" | "password-off" | "scan" | "backup-codes";

/**
 * Turn two-step sign-in (TOTP) on or off; both need the password (re-authentication). The backup
 * codes are shown only once the first authenticator code has confirmed the setup.
 */
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
  const { error, notice, setNotice, isBusy, run, reset } = useAuthAction();
  const stageRef = useRef<HTMLDivElement>(null);
  const hasMoved = useRef(false);

  /** Each stage starts without the previous stage's message and takes the focus. */
  function goTo(next: Stage) {
    reset();
    hasMoved.current = true;
    setStage(next);
  }

  useEffect(() => {
    if (!hasMoved.current || stage === "idle" || stage === "backup-codes") return;
    stageRef.current?.querySelector<HTMLElement>("input")?.focus();
  }, [stage]);

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
      hasMoved.current = true;
      setStage("scan");
    });
    setPassword("");
  };

  const finish = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await callIdentity("/two-factor/verify-totp", { code: code.trim() });
      setCode("");
      setStage("backup-codes");
      setNotice(t("twoFactorEnabled"));
      await onChange();
    });
  };

  const isPasswordStage = stage === "password-on" || stage === "password-on-sms" || stage === "password-off";
  return (
    <div className="space-y-4" ref={stageRef}>
      <p className="text-gray-700">{isEnabled ? t("twoFactorOn") : t("twoFactorOff")}</p>
      <FormMessages notice={notice} error={error} context={stage === "scan" ? "authenticator-code" : "current-password"} />
      {stage === "idle" ? (
        <div className="flex flex-wrap gap-3">
          <Button variant={isEnabled ? "secondary" : "primary"} onClick={() => goTo(isEnabled ? "password-off" : "password-on")}>
            {isEnabled ? t("turnOff") : t("turnOn")}
          </Button>
          {!isEnabled && hasVerifiedPhone ? (
            <Button variant="secondary" onClick={() => goTo("password-on-sms")}>
              {t("turnOnSms")}
            </Button>
          ) : null}
        </div>
      ) : null}
      {isPasswordStage ? (
        <form noValidate onSubmit={submitPassword} className="space-y-4">
          <PasswordField
            name="confirmPassword"
            label={t("confirmPassword")}
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
          />
          <div className="flex gap-3">
            <Button type="submit" disabled={isBusy}>
              {isBusy ? auth("working") : t("continue")}
            </Button>
            <Button variant="ghost" onClick={() => goTo("idle")}>
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
            {t("manualKey")}{" "}
            <code className="break-all rounded bg-gray-100 px-2 py-1 font-mono text-ink" data-testid="totp-key">
              {setup.key}
            </code>
          </p>
          <TextField
            name="totp"
            label={t("confirmCode")}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <Button type="submit" disabled={isBusy}>
            {isBusy ? auth("working") : t("finishSetup")}
          </Button>
        </form>
      ) : null}
      {stage === "backup-codes" && setup ? (
        <BackupCodes
          codes={setup.backupCodes}
          onDone={() => {
            setSetup(null);
            setStage("idle");
          }}
        />
      ) : null}
    </div>
  );
}
