/** The courses feature's /v1 routes. */
export { reviewRoutes } from "./api/review-routes";
