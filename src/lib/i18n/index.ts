export * from "./locales";
export { negotiateLocale, parseAcceptLanguage, matchLanguageTag } from "./negotiate-locale";
export { mergeMessages, compareCatalogues, flattenKeys, type Messages } from "./merge-messages";
export { localizedLocalPath, localizedPath, normalizePagePath } from "./page-paths";
export { formatCurrency, formatDate, formatDateTime, formatNumber } from "./format";
