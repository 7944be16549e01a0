"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useAccount } from "../client/use-account";
import { formatPhoneForDisplay } from "../model/phone";
import { SuccessNotice } from "./auth-form-parts";
import { PhoneSignIn } from "./phone-sign-in";

/** /profile/settings/phone: add or change the number, confirmed with a code by SMS. */
export function PhoneSettings() {
  const t = useTranslations("settings");
  const { account, reload } = useAccount();
  const [saved, setSaved] = useState<string | null>(null);
  if (account === undefined) return <p role="status">{t("loading")}</p>;
  if (account === null) return <p>{t("signInRequired")}</p>;
  return (
    <div className="space-y-5">
      <p className="text-gray-700">
        {t("phoneLabel")}: <strong>{account.phoneNumber ? formatPhoneForDisplay(account.phoneNumber) : t("notSet")}</strong>
      </p>
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
