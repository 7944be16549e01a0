/** The level test's /v1 routes (decision record 0032). */
export { levelTestRoutes } from "./api/level-test-routes";
