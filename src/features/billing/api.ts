/** The billing feature's /v1 routes. */
export { productRoutes } from "./api/product-routes";
export { subscriptionRoutes } from "./api/subscription-routes";
export { upsellRoutes } from "./api/upsell-routes";
export { checkoutRoutes } from "./api/checkout-routes";
export { accountRoutes } from "./api/account-routes";
export { subscriptionViewSchema } from "./api/subscription-schema";
export { portalRoutes } from "./api/portal-routes";
