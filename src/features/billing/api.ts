/** The billing feature's /v1 routes. */
export { productRoutes } from "./api/product-routes";
export { accountRoutes } from "./api/account-routes";
export { subscriptionViewSchema } from "./api/subscription-schema";
