import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { getSessionUser } from "@/features/auth/server";
import { formatDate, localizedPath, type Locale } from "@/lib/i18n";
import { isProgrammeLocale } from "../model/programme-copy";
import { readLatestApplication } from "../server/application-store";

/** On /profile: the status of the person's free-for-Ukraine application, when they have one (nothing otherwise). */
export async function ProfileApplicationCard({ locale }: { locale: Locale }) {
  const user = await getSessionUser(await headers());
  if (!user || user.isAnonymous) return null;
  const application = await readLatestApplication(user.id);
  if (!application) return null;
  const t = await getTranslations({ locale, namespace: "profile.freeForUkraineCard" });
  return (
    <section aria-labelledby="ffu-card" className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id="ffu-card" className="text-lg font-bold text-ink">
        {t("title")}
      </h2>
      <p className="mt-1 font-semibold" data-status={application.status}>
        {t(`status.${application.status}`)}
      </p>
      <p className="mt-1 text-sm text-gray-700">{t("sentOn", { date: formatDate(locale, application.createdAt) })}</p>
      {application.decisionReason ? (
        <p className="mt-2 text-sm text-gray-800">
          {t(application.status === "APPROVED" ? "note" : "reason", { reason: application.decisionReason })}
        </p>
      ) : null}
      <p className="mt-3">
        <a
          href={localizedPath(isProgrammeLocale(locale) ? locale : "en", "/free-for-ukraine")}
          className="text-sm font-semibold text-brand-700 underline"
        >
          {t("link")}
        </a>
      </p>
    </section>
  );
}
