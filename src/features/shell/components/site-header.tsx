import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";
import { findMarketingPage, marketingPageHref } from "@/features/marketing";
import { Logo } from "@/lib/brand";
import { localeNames, localizedPath, type Locale } from "@/lib/i18n";
import { productNavScript } from "@/lib/session/product-nav";
import { LocaleSwitcher } from "./locale-switcher";
import { navGroup, type NavItem } from "../model/nav";
import { MobileMenu } from "./mobile-menu";

/**
 * The site header. `account` is the way into the account (auth's AccountMenu, given by the layout);
 * `goal` is the daily-goal ring (courses' HeaderGoal, a client island that shows only for a learner).
 * It carries two link sets: the marketing sections of the home page, and the product (My plan,
 * Course, For you, Tests) for a signed-in or learning person. Pages are the same for everyone, so
 * an inline script picks the set before the first paint (src/lib/session/product-nav.ts, decision
 * record 0027); both are plain server-rendered links.
 */
export async function SiteHeader({ locale, account, goal }: { locale: Locale; account: ReactNode; goal?: ReactNode }) {
  const t = await getTranslations({ locale, namespace: "nav" });
  const product = await getTranslations({ locale, namespace: "productNav" });
  const home = localizedPath(locale, "/");
  const items: NavItem[] = [
    { href: localizedPath(locale, "/my-plan"), label: product("myPlan"), group: "product" },
    { href: localizedPath(locale, "/course"), label: product("course"), group: "product" },
    { href: localizedPath(locale, "/for-you"), label: product("forYou"), group: "product" },
    { href: localizedPath(locale, "/tests"), label: product("tests"), group: "product" },
    // The marketing pages (decision record 0041), in this locale where it publishes them, else in English.
    { href: marketingPageHref(locale, findMarketingPage("learn-english-online")!), label: t("courses"), group: "marketing" },
    { href: marketingPageHref(locale, findMarketingPage("online-english-tutors")!), label: t("tutoring"), group: "marketing" },
    { href: marketingPageHref(locale, findMarketingPage("group-lessons")!), label: t("groupLessons"), group: "marketing" },
    { href: localizedPath(locale, "/contact-us"), label: t("contact"), group: "marketing" },
  ];

  return (
    <header data-site-header className="relative z-40 border-b border-gray-200 bg-white">
      <script dangerouslySetInnerHTML={{ __html: productNavScript() }} />
      {/* Narrower sides on phones: at 360 px the name, the language button and the longest "sign in" (es, fr) share the row. */}
      <Container className="flex h-16 items-center justify-between gap-2 max-sm:px-3">
        {/* A plain link like the others: next/link would put the client router's link code in every page's first load. */}
        <a href={home} className="shrink-0 rounded-lg text-ink" aria-label={t("home")}>
          {/* Below 360 px the mark alone: the name and a long "sign in" (de: Anmelden) do not both fit at 320 px. */}
          <Logo nameClassName="max-[360px]:hidden" />
        </a>
        <nav aria-label={t("mainNavigation")} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.href} {...navGroup(item)}>
                <a href={item.href} className="rounded-lg px-3 py-2 text-sm font-medium text-ink hover:bg-gray-100">
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          {goal}
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
