/** What other features may use of the onboarding funnels on the server. */
export { funnelAnswerSetOwnership, personalPlanOwnership } from "./server/ownership";
export { loadFunnel } from "./server/load-funnels";
export { readFunnelChrome } from "./model/query-flags";
