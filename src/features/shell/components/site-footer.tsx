import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { legalDocuments } from "@/features/legal";
import { marketingPageHref, marketingPages } from "@/features/marketing";
import { HTML_SITEMAPS, htmlSitemapHref, SITEMAP_KEYS } from "@/features/words";
import { Logo } from "@/lib/brand";
import { localeNames, locales, localizedPath, type Locale } from "@/lib/i18n";

export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "footer" });
  const legal = await getTranslations({ locale, namespace: "legalLinks" });
  const marketing = await getTranslations({ locale, namespace: "marketing" });
  const wordLists = await getTranslations({ locale, namespace: "htmlSitemaps" });
  const year = new Date().getUTCFullYear();

  return (
    <footer data-site-footer className="mt-16 border-t border-gray-200 bg-gray-50">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.2fr_1fr_1fr_1fr_1fr]">
        <div className="space-y-3">
          <Logo />
          <p className="max-w-sm text-sm text-muted">{t("tagline")}</p>
          <p>
            <a href={localizedPath(locale, "/contact-us")} className="text-sm font-semibold text-brand-700 underline underline-offset-2">
              {t("contactUs")}
            </a>
          </p>
        </div>
        <nav aria-labelledby="footer-learn">
          <h2 id="footer-learn" className="text-sm font-semibold text-ink">
            {marketing("footerTitle")}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {marketingPages.map((page) => (
              <li key={page.slug}>
                <a href={marketingPageHref(locale, page)} className="text-muted hover:text-ink hover:underline">
                  {marketing(`links.${page.slug}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-word-lists">
          <h2 id="footer-word-lists" className="text-sm font-semibold text-ink">
            {wordLists("footerTitle")}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {HTML_SITEMAPS.map((sitemap) => (
              <li key={sitemap}>
                <a href={htmlSitemapHref(locale, sitemap)} className="text-muted hover:text-ink hover:underline">
                  {wordLists(`${SITEMAP_KEYS[sitemap]}.footerLink`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="text-sm font-semibold text-ink">
            {t("legal")}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a href={localizedPath(locale, "/terms")} className="text-muted hover:text-ink hover:underline">
                {legal("overview")}
              </a>
            </li>
            {legalDocuments.map((doc) => (
              <li key={doc.slug}>
                <a href={localizedPath(locale, `/terms/${doc.slug}`)} className="text-muted hover:text-ink hover:underline">
                  {legal(doc.messageKey)}
                </a>
              </li>
            ))}
            <li>
              {/* vanilla-cookieconsent opens its preferences dialog from this attribute. */}
              <button type="button" data-cc="show-preferencesModal" className="text-left text-muted hover:text-ink hover:underline">
                {t("cookieSettings")}
              </button>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-languages">
          <h2 id="footer-languages" className="text-sm font-semibold text-ink">
            {t("languages")}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {locales.map((candidate) => (
              <li key={candidate}>
                <a
                  href={localizedPath(candidate, "/")}
                  hrefLang={candidate}
                  lang={candidate}
                  aria-current={candidate === locale ? "true" : undefined}
                  className="text-muted hover:text-ink hover:underline aria-[current=true]:font-semibold aria-[current=true]:text-ink"
                >
                  {localeNames[candidate]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
      <Container className="border-t border-gray-200 py-6">
        <p className="text-xs text-muted">{t("copyright", { year })}</p>
      </Container>
    </footer>
  );
}
