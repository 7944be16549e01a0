export * from "./locales";
export { negotiateLocale, parseAcceptLanguage, matchLanguageTag } from "./negotiate-locale";
export { mergeMessages, compareCatalogues, flattenKeys, type Messages } from "./merge-messages";
export { buildAlternates, isPublishedIn, localesForPage, localizedPath, normalizePagePath, publishedPages } from "./published-pages";
export { formatCurrency, formatDate, formatDateTime, formatNumber } from "./format";
