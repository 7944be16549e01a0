import { getLocale, getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import { localizedPath, normalizeLocale } from "@/lib/i18n";

export default async function NotFound() {
  const locale = normalizeLocale(await getLocale()) ?? "en";
  const t = await getTranslations({ locale, namespace: "errors" });
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink">{t("notFoundTitle")}</h1>
      <p className="mt-4 text-muted">{t("notFoundBody")}</p>
      <a href={localizedPath(locale, "/")} className={buttonVariants({ className: "mt-8" })}>
        {t("goHome")}
      </a>
    </section>
  );
}
