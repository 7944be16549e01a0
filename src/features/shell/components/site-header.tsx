import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";
import { Logo } from "@/lib/brand";
import { localeNames, localizedPath, type Locale } from "@/lib/i18n";
import { LocaleSwitcher } from "./locale-switcher";
import { MobileMenu, type NavItem } from "./mobile-menu";

/** The site header. `account` is the way into the account (auth's AccountMenu, given by the layout). */
export async function SiteHeader({ locale, account }: { locale: Locale; account: ReactNode }) {
  const t = await getTranslations({ locale, namespace: "nav" });
  const home = localizedPath(locale, "/");
  const items: NavItem[] = [
    { href: `${home}#courses`, label: t("courses") },
    { href: `${home}#tutoring`, label: t("tutoring") },
    { href: `${home}#group-lessons`, label: t("groupLessons") },
    { href: localizedPath(locale, "/contact-us"), label: t("contact") },
  ];

  return (
    <header data-site-header className="relative z-40 border-b border-gray-200 bg-white">
      <Container className="flex h-16 items-center justify-between gap-2">
        <Link href={home} className="shrink-0 rounded-lg text-ink" aria-label={t("home")}>
          <Logo />
        </Link>
        <nav aria-label={t("mainNavigation")} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.href}>
                <a href={item.href} className="rounded-lg px-3 py-2 text-sm font-medium text-ink hover:bg-gray-100">
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <LocaleSwitcher
            locale={locale}
            label={`${t("chooseLanguage")}. ${t("currentLanguage", { language: localeNames[locale] })}`}
            listLabel={t("language")}
          />
          {account}
          <MobileMenu items={items} openLabel={t("openMenu")} closeLabel={t("closeMenu")} navLabel={t("mainNavigation")} />
        </div>
      </Container>
    </header>
  );
}
