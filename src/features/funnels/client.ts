/** What other features and the funnel engine may use of the funnels in the browser. */
/** The funnel's `plan` screen: saves the personal plan from the answers and reveals it (decision record 0033). */
export { PlanScreen, type PlanScreenProps } from "./components/plan/plan-screen";
export { afterPlan } from "./model/after-plan";
