/** What others may use of marketing, the browser included: the list of marketing pages and the copy's model. */
export { findMarketingPage, marketingPageHref, marketingPages, type MarketingPageInfo, type MarketingSlug } from "./model/marketing-pages";
export { CTA_TARGETS, FACTS, type Fact, type MarketingCopy } from "./model/content-schema";
