/** What other features may use of the onboarding funnels on the server. */
export { funnelAnswerSetOwnership, personalPlanOwnership } from "./server/ownership";
export { listFunnelEnds, loadFunnel } from "./server/load-funnels";
/** The spec routes that run a funnel (/lessons-onboarding, /tutoring/short-onboarding, /purchase-onboarding without a plan). */
export { redirectToFunnel } from "./server/redirect-to-funnel";
export { readFunnelChrome } from "./model/query-flags";
/** The personal plan (decision record 0033): saved from the answers, read for /my-plan and the paywall. */
export { readPersonalPlan, savePersonalPlan } from "./server/plan-store";
export { loadPaywallPersonalisation, loadPlanTexts, loadSessionPlan } from "./server/plan-pages";
