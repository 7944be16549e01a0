"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { callIdentity, completeSignIn } from "../client/identity-api";
import { needsSecondStep, secondStepPath } from "../client/second-step";
import { parseActionLink, type ActionMode } from "../model/action-link";
import type { AuthErrorCode } from "../model/auth-errors";
import { toAuthErrorCode } from "./use-auth-action";
import { AuthErrorAlert, PasswordField, afterSignIn } from "./auth-form-parts";

type State =
  { kind: "working" } | { kind: "password" } | { kind: "done"; mode: ActionMode; email?: string } | { kind: "failed"; code: AuthErrorCode };

const titles: Record<ActionMode, string> = {
  signIn: "signInTitle",
  verifyEmail: "verifyEmailTitle",
  resetPassword: "resetPasswordTitle",
  verifyAndChangeEmail: "changeEmailTitle",
  recoverEmail: "recoverEmailTitle",
  revertSecondFactorAddition: "revertFactorTitle",
};

const results: Record<ActionMode, string> = {
  signIn: "signedIn",
  verifyEmail: "emailVerified",
  resetPassword: "passwordSaved",
  verifyAndChangeEmail: "emailChanged",
  recoverEmail: "emailRecovered",
  revertSecondFactorAddition: "factorRemoved",
};

/** /auth/action: the one handler for every link we email. */
export function EmailActionHandler({ apiKey }: { apiKey: string }) {
  const t = useTranslations("actions");
  const auth = useTranslations("auth");
  const locale = useLocale();
  const [state, setState] = useState<State>({ kind: "working" });
  const [password, setPassword] = useState("");
  const [error, setError] = useState<AuthErrorCode | null>(null);
  const started = useRef(false);
  const link = useRef<ReturnType<typeof parseActionLink> | null>(null);
  const [mode, setMode] = useState<ActionMode | null>(null);

  async function apply(extra: Record<string, string> = {}) {
    const parsed = link.current;
    if (!parsed?.ok) return;
    try {
      const result = await callIdentity<{ needsPassword?: boolean; email?: string; continueUrl?: string | null }>("/email-action/apply", {
        mode: parsed.mode,
        oobCode: parsed.oobCode,
        apiKey,
        ...(parsed.continueUrl ? { continueUrl: parsed.continueUrl } : {}),
        ...extra,
      });
      if (result.needsPassword) return setState({ kind: "password" });
      if (needsSecondStep(result)) {
        window.location.assign(secondStepPath(locale, parsed.continueUrl));
        return;
      }
      if (parsed.mode === "signIn") {
        await completeSignIn();
        window.location.assign(afterSignIn(result.continueUrl ?? null, locale));
        return;
      }
      setState({ kind: "done", mode: parsed.mode, email: result.email });
    } catch (caught) {
      const code = toAuthErrorCode(caught);
      if (state.kind === "password" && (code === "weak-password" || code === "password-too-long")) return setError(code);
      if (code === "code-expired") {
        window.location.replace(`/${locale}/already-used-link`);
        return;
      }
      setState({ kind: "failed", code });
    }
  }

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Parsed in the browser: the link's parts live in the URL only.
    const parsed = parseActionLink(new URLSearchParams(window.location.search), apiKey);
    link.current = parsed;
    queueMicrotask(() => {
      if (!parsed.ok) return setState({ kind: "failed", code: parsed.error });
      setMode(parsed.mode);
      void apply();
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function submitPassword(event: FormEvent) {
    event.preventDefault();
    setError(null);
    void apply({ newPassword: password });
  }

  return (
    <div className="space-y-5">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink">
        {state.kind === "failed" ? t("failedTitle") : mode ? t(titles[mode] as "signInTitle") : t("working")}
      </h1>
      {state.kind === "working" ? <p role="status">{t("working")}</p> : null}
      {state.kind === "failed" ? <AuthErrorAlert code={state.code} /> : null}
      {state.kind === "password" ? (
        <form noValidate onSubmit={submitPassword} className="space-y-5">
          <AuthErrorAlert code={error} />
          <PasswordField
            name="newPassword"
            label={auth("newPassword")}
            hint={auth("passwordHint")}
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
          />
          <Button type="submit">{auth("resetButton")}</Button>
        </form>
      ) : null}
      {state.kind === "done" ? (
        <>
          <p role="status" className="rounded-xl border border-green-300 bg-green-50 p-4 font-medium text-green-900">
            {t(results[state.mode] as "signedIn", { email: state.email ?? "" })}
          </p>
          <a href={`/${locale}/sign-in`} className={buttonVariants()}>
            {t("continue")}
          </a>
        </>
      ) : null}
    </div>
  );
}
