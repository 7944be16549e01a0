import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";
import { getConfig } from "@/lib/config";
import { localizedPath, type Locale } from "@/lib/i18n";
import { breadcrumbJsonLd, serializeJsonLd } from "../../model/structured-data";
import { WordCta } from "../word-cta";

export interface GuideCrumb {
  name: string;
  path: string;
  /** The crumb's language when it is English text on a page in another locale (a pair's words). */
  lang?: string;
}

/** The absolute URL of a path in a locale (for JSON-LD). */
export function absoluteUrl(locale: Locale, path: string): string {
  return `${getConfig().PUBLIC_ORIGIN}${localizedPath(locale, path)}`;
}

/** What every guide page has around its content: JSON-LD with the breadcrumb trail, visible breadcrumbs, and the way into the funnel. */
export async function GuideShell({
  locale,
  crumbs,
  jsonLd = [],
  children,
}: {
  locale: Locale;
  crumbs: GuideCrumb[];
  jsonLd?: object[];
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: "words" });
  const data = [...jsonLd, breadcrumbJsonLd(crumbs.map((crumb) => ({ name: crumb.name, url: absoluteUrl(locale, crumb.path) })))];
  return (
    <Container className="py-10">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
      <nav aria-label={t("breadcrumbs")} className="text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-2 wrap-anywhere">
          {crumbs.map((crumb, index) => (
            <li key={crumb.path} className="flex items-center gap-2">
              {index > 0 ? <span aria-hidden="true">›</span> : null}
              {index === crumbs.length - 1 ? (
                <span aria-current="page" lang={crumb.lang}>
                  {crumb.name}
                </span>
              ) : (
                <a href={localizedPath(locale, crumb.path)} lang={crumb.lang} className="underline-offset-2 hover:underline">
                  {crumb.name}
                </a>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-6 max-w-3xl">
        {children}
        <WordCta locale={locale} id="guide-cta" title={t("guides.ctaTitle")} body={t("cta.body")} button={t("cta.button")} />
      </div>
    </Container>
  );
}

/** A titled list of links (the related pages of a guide). */
export function LinkList({ links, label }: { links: { href: string; text: string; lang?: string }[]; label?: string }) {
  if (links.length === 0) return null;
  return (
    <ul aria-label={label} className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} lang={link.lang} className="text-brand-700 underline underline-offset-2">
            {link.text}
          </a>
        </li>
      ))}
    </ul>
  );
}
