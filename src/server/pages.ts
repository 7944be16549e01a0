import { marketingPages } from "@/features/marketing";
import { locales, primaryLocales, type Locale } from "@/lib/i18n/locales";
import type { PageEntry, PageRegistry } from "@/lib/pages";
import {
  confusingPairLocales,
  quizPageLocales,
  HTML_SITEMAPS,
  htmlSitemapPath,
  KIND_KEYS,
  SITEMAP_KEYS,
  sitemapLocales,
  wordPageLocales,
  type WordPageKind,
} from "@/features/words";

/**
 * The page registry: every page under src/app/[locale], once (pages.test.ts walks the folders).
 * Pure data: the proxy, the server, the browser and the tests read it.
 *
 * - `audience`: private by default. Declare "public" only for a page that is the same for everyone
 *   who asks (shared caches keep it an hour); a page showing the signed-in person stays private.
 * - `locales`: primary locales publish every page; secondary locales publish the core pages (home,
 *   contact, sign-in and account pages) and the legal texts (an untranslated document shows the
 *   English text with a notice). Elsewhere a page redirects to English.
 * - `metadata`: the catalogue keys src/server/page-metadata.ts turns into title, description and
 *   robots; pages without it write their own metadata.
 * - `sitemap`: the public marketing pages (issue 15 builds the sitemaps from this flag).
 */
const everyLocale = locales;

const settingsPage = (pattern: string, title: string, intro: string): PageEntry => ({
  pattern,
  locales: everyLocale,
  metadata: { title: `settings.${title}`, description: `settings.${intro}`, index: false },
  sitemap: false,
});

const billingPage = (pattern: string, title: string, intro: string): PageEntry => ({
  pattern,
  locales: everyLocale,
  metadata: { title: `billingSettings.${title}`, description: `billingSettings.${intro}`, index: false },
  sitemap: false,
});

/**
 * Word pages (issue 15, decision record 0039): an index and one page per word, public, in the
 * locales the words feature publishes each kind in. The title and description of a word's page
 * are the word's own (the keys here are the index's, the fallback). The sitemaps list the words
 * with `listWords` from the words feature's server entry.
 */
const wordPages = (kind: WordPageKind, param: string): PageEntry[] => {
  const key = KIND_KEYS[kind];
  const metadata = { title: `words.kinds.${key}.indexTitle`, description: `words.kinds.${key}.indexIntro` } as const;
  return [
    { pattern: `/${kind}`, audience: "public", locales: wordPageLocales[kind], metadata, sitemap: true },
    { pattern: `/${kind}/[${param}]`, audience: "public", locales: wordPageLocales[kind], metadata, sitemap: true },
  ];
};

/**
 * The HTML sitemaps (issue 15 item 2, decision record 0044): alphabetical lists of the word pages,
 * public, in the locales that publish the pages they link to (the confusing words' list in every
 * locale). One entry each: the letter and page are a query, with their own title and canonical.
 */
const htmlSitemapPages: PageEntry[] = HTML_SITEMAPS.map((sitemap) => ({
  pattern: htmlSitemapPath(sitemap),
  audience: "public",
  locales: sitemapLocales(sitemap),
  metadata: { title: `htmlSitemaps.${SITEMAP_KEYS[sitemap]}.title`, description: `htmlSitemaps.${SITEMAP_KEYS[sitemap]}.description` },
  sitemap: true,
}));

/**
 * The word guides (issue 15, decision record 0042): confusing-word pairs, published where their
 * explanations are translated, and quizzes, English copy published in English only. A pair's or
 * quiz's own title and description come from its content (the keys here are the index's, the fallback).
 */
const guidePage = (pattern: string, title: string, description: string, locales: readonly Locale[]): PageEntry => ({
  pattern,
  audience: "public",
  locales,
  metadata: { title: `words.guides.${title}`, description: `words.guides.${description}` },
  sitemap: true,
});

export const pages: PageRegistry = [
  // Marketing
  // The home page's title and description say what Lingora is, in its language (not the brand alone).
  {
    pattern: "/",
    audience: "public",
    locales: everyLocale,
    metadata: { title: "home.title", description: "home.hero.subtitle" },
    sitemap: true,
  },
  // The marketing pages (issue 15, decision record 0041): their locales are in features/marketing; title and description come from their copy.
  ...marketingPages.map((page): PageEntry => ({ pattern: page.path, audience: "public", locales: page.locales, sitemap: true })),
  // Onboarding funnels (issue 14): the installable web app, where `web2app_path` sends a funnel's end (decision record 0033).
  {
    pattern: "/download-app",
    audience: "public",
    locales: everyLocale,
    metadata: { title: "downloadApp.title", description: "downloadApp.description" },
    sitemap: false,
  },
  {
    pattern: "/contact-us",
    audience: "public",
    locales: everyLocale,
    metadata: { title: "contact.title", description: "contact.intro" },
    sitemap: true,
  },
  {
    pattern: "/terms",
    audience: "public",
    locales: everyLocale,
    metadata: { title: "legalLinks.overview", description: "legal.overviewIntro" },
    sitemap: true,
  },
  // Free for Ukraine (issue 15 item 4, decision record 0040): written in English and Ukrainian, elsewhere
  // the English page. Public (an SEO page of the spec): the visitor's own application loads in the browser.
  { pattern: "/free-for-ukraine", audience: "public", locales: ["en", "uk"], sitemap: true },
  // The English level test (issue 14, decision record 0032): the same page for everyone (the test runs in the browser against /v1).
  {
    pattern: "/test-your-english-level",
    audience: "public",
    locales: everyLocale,
    metadata: { title: "levelTest.title", description: "levelTest.intro" },
    sitemap: true,
  },
  // The title is the document's name, which the page gives.
  {
    pattern: "/terms/[document]",
    audience: "public",
    locales: everyLocale,
    metadata: { description: "legal.overviewIntro" },
    sitemap: true,
  },
  ...wordPages("how-to-pronounce", "word"),
  ...wordPages("what-part-of-speech", "slug"),
  ...wordPages("synonyms-of", "word"),
  ...wordPages("antonyms-of", "word"),
  ...wordPages("past-tense-of", "verb"),
  ...htmlSitemapPages,
  guidePage("/confusing-words", "confusingWords", "indexIntro", confusingPairLocales),
  guidePage("/confusing-words/[slug]", "confusingWords", "indexIntro", confusingPairLocales),
  guidePage("/quiz", "quizzes", "quizzesIntro", quizPageLocales),
  guidePage("/quiz/[slug]", "quizzes", "quizzesIntro", quizPageLocales),
  // Throws on purpose for the error-boundary test (only with ENABLE_TEST_ROUTES).
  { pattern: "/e2e-error", locales: primaryLocales, sitemap: false },

  // Signing in
  {
    pattern: "/sign-in",
    audience: "public",
    locales: everyLocale,
    metadata: { title: "auth.signInTitle", description: "auth.signInIntro" },
    sitemap: false,
  },
  {
    pattern: "/sign-up",
    audience: "public",
    locales: everyLocale,
    metadata: { title: "auth.signUpTitle", description: "auth.signUpIntro" },
    sitemap: false,
  },
  {
    pattern: "/already-used-link",
    audience: "public",
    locales: everyLocale,
    metadata: { title: "actions.usedTitle", description: "actions.usedBody", index: false },
    sitemap: false,
  },
  {
    pattern: "/complete-sign-up",
    locales: everyLocale,
    metadata: { title: "actions.completeTitle", description: "actions.completeIntro", index: false },
    sitemap: false,
  },
  { pattern: "/autologin", locales: everyLocale, sitemap: false },
  { pattern: "/auth/action", locales: everyLocale, sitemap: false },
  { pattern: "/auth/popup-complete", locales: primaryLocales, sitemap: false },

  // The built-in payment sandbox's hosted pages (it plays the provider; never indexed)
  {
    pattern: "/checkout/sandbox/[id]",
    locales: everyLocale,
    metadata: { title: "checkout.title", description: "checkout.testModeNotice", index: false },
    sitemap: false,
  },
  {
    pattern: "/checkout/sandbox/authenticate/[paymentId]",
    locales: everyLocale,
    metadata: { title: "checkout.authTitle", description: "checkout.testModeNotice", index: false },
    sitemap: false,
  },

  // The signed-in person's pages
  {
    pattern: "/profile",
    locales: everyLocale,
    metadata: { title: "profile.title", description: "profile.intro", index: false },
    sitemap: false,
  },
  settingsPage("/profile/settings", "title", "intro"),
  settingsPage("/profile/settings/personal-info", "personalInfoPageTitle", "personalInfoPageIntro"),
  settingsPage("/profile/settings/terms", "termsPageTitle", "termsPageIntro"),
  settingsPage("/profile/settings/password", "passwordPageTitle", "passwordPageIntro"),
  settingsPage("/profile/settings/email", "emailPageTitle", "emailPageIntro"),
  settingsPage("/profile/settings/phone", "phonePageTitle", "phonePageIntro"),
  settingsPage("/profile/settings/linked-accounts", "linkedPageTitle", "linkedPageIntro"),
  // Self-study (issue 13): the lesson player (decision record 0023); personal, never indexed.
  {
    pattern: "/course/lesson/[lessonId]",
    locales: everyLocale,
    metadata: { title: "lesson.metaTitle", description: "lesson.metaDescription", index: false },
    sitemap: false,
  },
  // Onboarding funnels (issue 14, decision record 0031): personal answers, never indexed.
  {
    pattern: "/funnel/[slug]",
    locales: everyLocale,
    metadata: { title: "funnel.title", description: "funnel.description", index: false },
    sitemap: false,
  },
  // The spec's onboarding routes (decision record 0036): pages that send to their funnel (307), never indexed.
  { pattern: "/courses-onboarding", locales: everyLocale, sitemap: false },
  { pattern: "/my-plan/start-onboarding", locales: everyLocale, sitemap: false },
  { pattern: "/for-you/start-onboarding", locales: everyLocale, sitemap: false },
  // Onboarding funnels (issue 14, decision record 0037): spec routes that send to their funnel (a 307; nothing to index).
  { pattern: "/lessons-onboarding", locales: everyLocale, sitemap: false },
  { pattern: "/tutoring/short-onboarding", locales: everyLocale, sitemap: false },
  // Billing (decision record 0018): in every locale, like the other account pages.
  billingPage("/profile/settings/payments-subscriptions", "title", "intro"),
  billingPage("/profile/settings/payments-subscriptions/receipts/[id]", "receiptTitle", "receiptIntro"),
  billingPage("/profile/settings/payments-subscriptions/cancel/[id]", "cancelTitle", "cancelIntro"),
  billingPage("/profile/settings/tutoring-credits", "creditsTitle", "creditsIntro"),
  // Buying (issue 12). The paywall and the steps around checkout are personal; the prices are public.
  {
    pattern: "/profile/payments-subscriptions/choose",
    locales: everyLocale,
    metadata: { title: "paywall.title", description: "paywall.description", index: false },
    sitemap: false,
  },
  {
    pattern: "/purchase-onboarding",
    locales: everyLocale,
    metadata: { title: "paywall.onboardingTitle", description: "paywall.onboardingDescription", index: false },
    sitemap: false,
  },
  {
    pattern: "/checkout/success",
    locales: everyLocale,
    metadata: { title: "paywall.successTitle", description: "paywall.successDescription", index: false },
    sitemap: false,
  },
  {
    pattern: "/tutoring/pricing",
    audience: "public",
    locales: everyLocale,
    metadata: { title: "paywall.tutoringTitle", description: "paywall.tutoringDescription" },
    sitemap: true,
  },
  {
    pattern: "/group-lessons/pricing",
    audience: "public",
    locales: everyLocale,
    metadata: { title: "paywall.groupTitle", description: "paywall.groupDescription" },
    sitemap: true,
  },
  // Learning (issue 13): personal, in every locale.
  {
    pattern: "/for-you",
    locales: everyLocale,
    metadata: { title: "forYou.title", description: "forYou.intro", index: false },
    sitemap: false,
  },
  // Learning (issue 13): today's review (or weak items) played with the lesson player.
  {
    pattern: "/for-you/review",
    locales: everyLocale,
    metadata: { title: "forYou.review.title", description: "forYou.review.description", index: false },
    sitemap: false,
  },
  // Self-study (issue 13): the course map and what premium gives a learner (decision record 0027).
  {
    pattern: "/course",
    locales: everyLocale,
    metadata: { title: "courseMap.title", description: "courseMap.intro", index: false },
    sitemap: false,
  },
  {
    pattern: "/course/premium",
    locales: everyLocale,
    metadata: { title: "courseMap.premiumTitle", description: "courseMap.premiumIntro", index: false },
    sitemap: false,
  },
  // Self-study learning (issue 13): the learner's plan and progress pictures (decision record 0028).
  {
    pattern: "/my-plan",
    locales: everyLocale,
    metadata: { title: "myPlan.title", description: "myPlan.intro", index: false },
    sitemap: false,
  },
  // Onboarding funnels (issue 14): the personal plan's reveal from a funnel's answers (decision record 0033).
  {
    pattern: "/my-plan/new",
    locales: everyLocale,
    metadata: { title: "personalPlan.panelTitle", description: "personalPlan.newDescription", index: false },
    sitemap: false,
  },
  {
    pattern: "/my-plan/progress",
    locales: everyLocale,
    metadata: { title: "myPlan.progressTitle", description: "myPlan.progressIntro", index: false },
    sitemap: false,
  },
  // Self-study (issue 13): unit checkpoints and level tests with the learner's own results.
  {
    pattern: "/tests",
    locales: everyLocale,
    metadata: { title: "tests.title", description: "tests.metaDescription", index: false },
    sitemap: false,
  },
  // Self-study (issue 13): one test played with the lesson player.
  {
    pattern: "/tests/[testId]",
    locales: everyLocale,
    metadata: { title: "tests.playTitle", description: "tests.metaDescription", index: false },
    sitemap: false,
  },
  { pattern: "/admin", locales: primaryLocales, sitemap: false },
  { pattern: "/admin/flags", locales: primaryLocales, sitemap: false },
  { pattern: "/admin/events", locales: primaryLocales, sitemap: false },
  // In every locale: the billing admin is translated in all 12 (issue 12).
  { pattern: "/admin/billing", locales: everyLocale, sitemap: false },
  // The funnel report (issue 14 item 7, decision record 0038), translated in all 12 like the billing admin.
  { pattern: "/admin/funnels", locales: everyLocale, sitemap: false },
  // The free-for-Ukraine queue (issue 15 item 4, decision record 0040): in all 12 locales, like the billing admin.
  { pattern: "/admin/free-for-ukraine", locales: everyLocale, sitemap: false },

  // Served instead of a page: the "temporarily unavailable" page (a route handler) and any unknown path's 404,
  // which says "not found" in the language of the address (/pl/nieistniejaca in Polish, not sent to English).
  { pattern: "/unavailable", locales: primaryLocales, sitemap: false },
  { pattern: "/[...rest]", locales: everyLocale, sitemap: false },
];
