import { getTranslations, setRequestLocale } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { localizedPath, normalizeLocale } from "@/lib/i18n";
import { registeredPageMetadata } from "@/server/page-metadata";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = registeredPageMetadata("/already-used-link");

export default async function Page({ params }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "actions" });
  return (
    <Container className="py-16">
      <div className="mx-auto max-w-md text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t("usedTitle")}</h1>
        <p className="mt-4 text-gray-700">{t("usedBody")}</p>
        <a href={localizedPath(locale, "/sign-in")} className={buttonVariants({ className: "mt-8" })}>
          {t("goToSignIn")}
        </a>
      </div>
    </Container>
  );
}
