import { getLocale, getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import { brand } from "@/lib/brand";
import { isDatabaseDownNow } from "@/lib/health/database-down";
import { localizedPath, normalizeLocale } from "@/lib/i18n";

export default async function NotFound() {
  const locale = normalizeLocale(await getLocale()) ?? "en";
  const t = await getTranslations({ locale, namespace: "errors" });
  // A page that could not read the database (a session, an admin check) must not claim it does not
  // exist; the database is asked when no failure has been seen yet.
  const isUnavailable = await isDatabaseDownNow();
  const title = t(isUnavailable ? "unavailableTitle" : "notFoundTitle");
  return (
    <section role={isUnavailable ? "alert" : undefined} className="mx-auto max-w-xl px-4 py-24 text-center">
      {/* The tab says what happened (React puts the title in the head; not-found pages have no metadata of their own). */}
      <title>{`${title} · ${brand.name}`}</title>
      {isUnavailable ? null : (
        <p className="text-6xl font-extrabold text-brand-600" aria-hidden="true">
          404
        </p>
      )}
      <h1 className="mt-4 text-3xl font-bold text-ink">{title}</h1>
      <p className="mt-4 text-muted">{t(isUnavailable ? "unavailableBody" : "notFoundBody")}</p>
      <a href={isUnavailable ? "" : localizedPath(locale, "/")} className={buttonVariants({ className: "mt-8" })}>
        {t(isUnavailable ? "tryAgain" : "goHome")}
      </a>
    </section>
  );
}
