/** The growth feature's /v1 routes. */
export { dntRoutes } from "./api/dnt-routes";
