/** The funnels' /v1 routes. */
export { planRoutes } from "./api/plan-routes";
