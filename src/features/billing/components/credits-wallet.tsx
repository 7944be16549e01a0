"use client";

import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button";
import { loadWallet, type WalletView } from "../client/account-api";
import { useBillingData } from "../client/use-billing-data";
import { BillingDataState, BillingSection } from "./billing-data-state";
import { useBillingFormat } from "./use-billing-format";

const PAGE = "/profile/settings/tutoring-credits";

const historySign = { grant: "+", refund: "+", spend: "−", expiry: "−" } as const;

/** /profile/settings/tutoring-credits: the balance, the lots by expiry date, the history and where to buy more. */
export function CreditsWallet() {
  const wallet = useBillingData(loadWallet);
  if (wallet.state !== "ready") return <BillingDataState data={wallet} signInPath={PAGE} />;
  return <WalletSections wallet={wallet.data} />;
}

function WalletSections({ wallet }: { wallet: WalletView }) {
  const t = useTranslations("billingSettings");
  const format = useBillingFormat();
  const buyHref = `/${format.locale}/tutoring/pricing`;
  return (
    <div className="space-y-6">
      <section aria-labelledby="credits-balance" className="rounded-2xl bg-brand-700 p-5 text-white shadow-sm sm:p-6">
        <h2 id="credits-balance" className="text-sm font-semibold uppercase tracking-wide text-brand-100">
          {t("balanceHeading")}
        </h2>
        <p className="mt-1 text-4xl font-extrabold tabular-nums" data-testid="credit-balance">
          {t("balance", { count: wallet.balance })}
        </p>
        <p className="mt-2 text-brand-50">{t("balanceHelp")}</p>
        <a href={buyHref} className={buttonVariants({ variant: "inverse", size: "sm", className: "mt-4" })}>
          {t("buyCredits")}
        </a>
      </section>

      <BillingSection id="credits-lots" title={t("lotsHeading")}>
        {wallet.lots.length === 0 ? (
          <p className="text-gray-700">{t("lotsEmpty")}</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {wallet.lots.map((lot) => (
              <li key={lot.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
                <div>
                  <p className="font-medium text-ink">{t("lotRemaining", { remaining: lot.remaining, granted: lot.granted })}</p>
                  <p className="text-sm text-gray-700">{t(`lotSource.${lot.source}`)}</p>
                </div>
                <p className="text-sm font-semibold text-ink">{t("lotExpires", { date: format.date(lot.expiresAt) })}</p>
              </li>
            ))}
          </ul>
        )}
      </BillingSection>

      <BillingSection id="credits-history" title={t("historyHeading")}>
        {wallet.history.length === 0 ? (
          <p className="text-gray-700">{t("historyEmpty")}</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {wallet.history.map((entry) => (
              <li key={entry.id} className="flex items-center justify-between gap-4 py-3">
                <div>
                  <p className="font-medium text-ink">{t(`historyKind.${entry.kind}`)}</p>
                  <p className="text-sm text-gray-700">{format.date(entry.at)}</p>
                </div>
                <p
                  className={`font-semibold tabular-nums ${entry.kind === "grant" || entry.kind === "refund" ? "text-green-800" : "text-gray-800"}`}
                  aria-label={t("historyAmount", { kind: entry.kind, count: entry.amount })}
                >
                  {historySign[entry.kind]}
                  {entry.amount}
                </p>
              </li>
            ))}
          </ul>
        )}
      </BillingSection>
    </div>
  );
}
