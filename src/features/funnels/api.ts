/** The funnels feature's /v1 routes. */
export { funnelAnswerRoutes } from "./api/answers-routes";
export { planRoutes } from "./api/plan-routes";
