"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useAccount } from "../client/use-account";
import { formatPhoneForDisplay } from "../model/phone";
import { SuccessNotice, SignInRequired } from "./auth-form-parts";
import { PhoneSignIn } from "./phone-sign-in";

/** /profile/settings/phone: add or change the number, confirmed with a code by SMS. */
export function PhoneSettings() {
  const t = useTranslations("settings");
  const { account, reload } = useAccount();
  const [saved, setSaved] = useState<string | null>(null);
  if (account === undefined) return <p role="status">{t("loading")}</p>;
  if (account === null) return <SignInRequired returnPath="/profile/settings/phone" />;
  return (
    <div className="space-y-5">
      <dl className="flex flex-wrap gap-x-2 text-gray-700">
        <dt>{t("phoneLabel")}</dt>
        <dd className="font-semibold text-ink">{account.phoneNumber ? formatPhoneForDisplay(account.phoneNumber) : t("notSet")}</dd>
      </dl>
      {saved ? (
        <SuccessNotice>{t("phoneSaved", { phone: formatPhoneForDisplay(saved) })}</SuccessNotice>
      ) : (
        <PhoneSignIn
          update
          onDone={async (phone) => {
            setSaved(phone);
            await reload();
          }}
        />
      )}
    </div>
  );
}
