/** The courses service's /v1 routes (decision records 0022, 0024). */
export { lessonRoutes } from "./api/lesson-routes";
export { progressRoutes } from "./api/progress-routes";
export { reviewRoutes } from "./api/review-routes";
/** The courses service's /v1 routes. */
export { courseTestRoutes } from "./api/test-routes";
