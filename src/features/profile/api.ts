/** The profile feature's /v1 routes. */
export { keeperRoutes } from "./api/keeper-routes";
export { productRoutes } from "./api/product-routes";
export { profileRoutes } from "./api/profile-routes";
