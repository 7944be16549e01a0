import { getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { brand } from "@/lib/brand";
import { localizedPath, type Locale } from "@/lib/i18n";
import { InstallButton } from "./install-button";

/**
 * /download-app (decision record 0033): where a funnel ends with `web2app_path` on. The app is this
 * site installed as a web app (app/manifest.ts): an install button where the browser offers one,
 * and how to install it on each platform everywhere else.
 */
export async function DownloadAppPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "downloadApp" });
  return (
    <Container className="py-10 sm:py-14">
      <div className="mx-auto max-w-2xl space-y-8">
        <header className="space-y-3">
          <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{t("title")}</h1>
          <p className="text-lg text-gray-700">{t("intro", { brand: brand.name })}</p>
        </header>
        <InstallButton label={t("install")} installed={t("installed")} />
        <section aria-labelledby="install-how" className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-6">
          <h2 id="install-how" className="text-xl font-bold text-ink">
            {t("instructionsTitle")}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-gray-800">
            <li>{t("ios")}</li>
            <li>{t("android")}</li>
            <li>{t("desktop")}</li>
          </ul>
        </section>
        <a className={buttonVariants({ variant: "ghost", className: "underline" })} href={localizedPath(locale, "/my-plan")}>
          {t("continueWeb")}
        </a>
      </div>
    </Container>
  );
}
