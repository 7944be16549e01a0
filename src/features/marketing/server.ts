/** What routes and other features may use of marketing on the server. */
export { loadMarketingPage, readMarketingContent, type MarketingPageData } from "./server/load-marketing-page";
export { MarketingPage } from "./components/marketing-page";
