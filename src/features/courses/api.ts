/** The courses service's /v1 routes (decision record 0022). */
export { lessonRoutes } from "./api/lesson-routes";
