"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { getVisitorGeolocation } from "@/features/growth/client";
import { Button } from "@/components/ui/button";
import { Field, Select } from "@/components/ui/field";
import { callIdentity } from "../client/identity-api";
import { needsSecondStep, secondStepPath } from "../client/second-step";
import { countryOptions, defaultCountry, formatPhoneForDisplay, toE164, type CountryCode } from "../model/phone";
import { useAuthAction } from "./use-auth-action";
import { AuthErrorAlert, TextField } from "./auth-form-parts";

/**
 * Phone sign-in (and sign-up): number in E.164 → 6-digit code by SMS → signed in.
 * With `update`, the verified number is saved on the signed-in account instead.
 */
export function PhoneSignIn({ onDone, update = false }: { onDone: (phone: string) => Promise<void> | void; update?: boolean }) {
  const t = useTranslations("auth");
  const locale = useLocale();
  const countryId = useId();
  const options = useMemo(() => countryOptions(locale), [locale]);
  const [country, setCountry] = useState<CountryCode>(() =>
    defaultCountry({ languages: typeof navigator === "undefined" ? [] : navigator.languages, locale }),
  );
  const [isCountryFromLocation, setIsCountryFromLocation] = useState(false);
  const [hasChosenCountry, setHasChosenCountry] = useState(false);
  const [number, setNumber] = useState("");
  const [code, setCode] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string>();
  const { error, isBusy, run, reset } = useAuthAction();
  const codeFormRef = useRef<HTMLFormElement>(null);

  // The code step takes the focus when it shows: the person types the code next.
  useEffect(() => {
    if (sentTo) codeFormRef.current?.querySelector<HTMLInputElement>("input[name=code]")?.focus();
  }, [sentTo]);

  // Default to the visitor's country where our geolocation knows it.
  useEffect(() => {
    void getVisitorGeolocation().then((location) => {
      if (!location || location.status !== "success" || hasChosenCountry) return;
      setCountry(defaultCountry({ languages: navigator.languages, locale, known: location.countryCode }));
      setIsCountryFromLocation(true);
    });
  }, [hasChosenCountry, locale]);

  async function send(event: FormEvent) {
    event.preventDefault();
    const phone = toE164(number, country);
    if (!phone) {
      reset();
      return setFieldError(t("phoneInvalid"));
    }
    setFieldError(undefined);
    await run(async () => {
      await callIdentity("/phone-number/send-otp", { phoneNumber: phone });
      setSentTo(phone);
    });
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      reset();
      return setFieldError(t("codeInvalid"));
    }
    setFieldError(undefined);
    await run(async () => {
      const result = await callIdentity("/phone-number/verify", {
        phoneNumber: sentTo,
        code: code.trim(),
        ...(update ? { updatePhoneNumber: true } : {}),
      });
      if (needsSecondStep(result)) {
        window.location.assign(secondStepPath(locale, new URLSearchParams(window.location.search).get("next")));
        return;
      }
      await onDone(sentTo!);
    });
  }

  if (sentTo) {
    return (
      <form ref={codeFormRef} noValidate onSubmit={verify} className="space-y-5">
        <p className="text-gray-700">{t("phoneCodeIntro", { phone: formatPhoneForDisplay(sentTo) })}</p>
        <AuthErrorAlert code={error} />
        <TextField
          name="code"
          label={t("code")}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={fieldError}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={isBusy}>
            {isBusy ? t("working") : t("verifyButton")}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              reset();
              setFieldError(undefined);
              setSentTo(null);
              setCode("");
            }}
          >
            {t("changeNumber")}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={send} className="space-y-5">
      <AuthErrorAlert code={error} />
      <Field id={countryId} label={t("country")}>
        <Select
          id={countryId}
          name="country"
          value={country}
          aria-describedby={isCountryFromLocation ? `${countryId}-source` : undefined}
          onChange={(event) => {
            setHasChosenCountry(true);
            setIsCountryFromLocation(false);
            setCountry(event.target.value as CountryCode);
          }}
        >
          {options.map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </Select>
        {isCountryFromLocation ? (
          // DB-IP's licence (CC BY 4.0) asks for this attribution where its data is used.
          <p id={`${countryId}-source`} className="text-xs text-muted">
            IP Geolocation by DB-IP
          </p>
        ) : null}
      </Field>
      <TextField
        name="phone"
        label={t("phoneNumber")}
        hint={t("phoneHint")}
        type="tel"
        autoComplete="tel-national"
        value={number}
        onChange={(e) => setNumber(e.target.value)}
        error={fieldError}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isBusy}>
        {isBusy ? t("working") : t("sendSmsButton")}
      </Button>
    </form>
  );
}
