import { getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import { localizedPath, type Locale } from "@/lib/i18n";

/** The settings index's way to the billing pages: payments and subscriptions, tutoring credits. */
export async function BillingSettingsLinks({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "billingSettings" });
  return (
    <section aria-labelledby="settings-billing" className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
      <h2 id="settings-billing" className="text-xl font-semibold text-ink">
        {t("settingsSection")}
      </h2>
      <p className="mt-2 text-gray-700">{t("settingsSectionIntro")}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a
          href={localizedPath(locale, "/profile/settings/payments-subscriptions")}
          className={buttonVariants({ variant: "secondary", size: "sm" })}
        >
          {t("title")}
        </a>
        <a
          href={localizedPath(locale, "/profile/settings/tutoring-credits")}
          className={buttonVariants({ variant: "secondary", size: "sm" })}
        >
          {t("creditsTitle")}
        </a>
      </div>
    </section>
  );
}
