/** What other features may use of the onboarding funnels on the server. */
export { funnelAnswerSetOwnership, personalPlanOwnership } from "./server/ownership";
export { listFunnelEnds, loadFunnel } from "./server/load-funnels";
export { readFunnelChrome } from "./model/query-flags";
/** The personal plan (decision record 0033): saved from the answers, read for /my-plan and the paywall. */
export { readPersonalPlan, savePersonalPlan } from "./server/plan-store";
export { loadPaywallPersonalisation, loadPlanTexts, loadSessionPlan } from "./server/plan-pages";
/** The spec's onboarding routes (decision records 0036, 0037): each a 307 to its funnel (/purchase-onboarding only without a plan). */
export { redirectToFunnel } from "./server/redirect-to-funnel";
