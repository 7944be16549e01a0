"use client";

import { toAuthErrorCode } from "./use-auth-action";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { callIdentity } from "../client/identity-api";
import { useAccount } from "../client/use-account";
import { formatPhoneForDisplay } from "../model/phone";
import type { AuthErrorCode } from "../model/auth-errors";
import { FormMessages, SignInRequired } from "./auth-form-parts";
import type { SocialProviderButton } from "./social-buttons";

interface LinkedAccount {
  /** The account row's id, which unlinking names. */
  id: string;
  providerId: string;
  accountId: string;
}

/** /profile/settings/linked-accounts: the ways to sign in; link social accounts, remove any but the last. */
export function LinkedAccounts({ providers }: { providers: SocialProviderButton[] }) {
  const t = useTranslations("settings");
  const locale = useLocale();
  const { account } = useAccount();
  const [linked, setLinked] = useState<LinkedAccount[] | null>(null);
  const [error, setError] = useState<AuthErrorCode | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const load = useCallback(async () => {
    setLinked(await callIdentity<LinkedAccount[]>("/list-accounts").catch(() => []));
  }, []);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- loads the list once on mount
    void load();
  }, [load]);

  if (account === undefined || linked === null) return <p role="status">{t("loading")}</p>;
  if (account === null) return <SignInRequired returnPath="/profile/settings/linked-accounts" />;

  const nameOf = (providerId: string) =>
    providerId === "credential"
      ? t("methodPassword")
      : providerId === "phone-number"
        ? t("methodPhone")
        : (providers.find((p) => p.id === providerId)?.name ?? providerId);
  const methods = linked.length + (account.phoneNumber && !linked.some((a) => a.providerId === "phone-number") ? 1 : 0);

  async function unlink(entry: LinkedAccount) {
    setError(null);
    setNotice(null);
    try {
      await callIdentity("/unlink-account", { accountId: entry.id, providerId: entry.providerId });
      setNotice(t("unlinked"));
      await load();
    } catch (caught) {
      setError(toAuthErrorCode(caught));
    }
  }

  async function link(providerId: string) {
    setError(null);
    try {
      const { url } = await callIdentity<{ url: string }>("/link-social", {
        provider: providerId,
        callbackURL: `/${locale}/profile/settings/linked-accounts`,
        disableRedirect: true,
      });
      window.location.assign(url);
    } catch (caught) {
      setError(toAuthErrorCode(caught));
    }
  }

  return (
    <div className="space-y-5">
      <FormMessages notice={notice} error={error} />
      <ul className="divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white">
        {linked.map((entry) => (
          <li key={`${entry.providerId}:${entry.accountId}`} className="flex items-center justify-between gap-4 p-4">
            <span className="font-medium text-ink">{nameOf(entry.providerId)}</span>
            <Button variant="ghost" size="sm" disabled={methods <= 1} onClick={() => void unlink(entry)}>
              {t("unlink")}
            </Button>
          </li>
        ))}
        {account.phoneNumber && !linked.some((a) => a.providerId === "phone-number") ? (
          <li className="flex items-center justify-between gap-4 p-4">
            <span className="font-medium text-ink">
              {t("methodPhone")} · {formatPhoneForDisplay(account.phoneNumber)}
            </span>
          </li>
        ) : null}
      </ul>
      <div className="flex flex-wrap gap-3">
        {providers
          .filter((provider) => !linked.some((entry) => entry.providerId === provider.id))
          .map((provider) => (
            <Button key={provider.id} variant="secondary" onClick={() => void link(provider.id)}>
              {t("linkAccount", { provider: provider.name })}
            </Button>
          ))}
      </div>
    </div>
  );
}
