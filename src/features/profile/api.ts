/** The profile feature's /v1 routes. */
export { keeperRoutes } from "./api/keeper-routes";
export { profileRoutes } from "./api/profile-routes";
