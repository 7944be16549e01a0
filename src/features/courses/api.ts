/** The courses service's /v1 routes. */
export { courseTestRoutes } from "./api/test-routes";
