/** The billing feature's /v1 routes. */
export { productRoutes } from "./api/product-routes";
export { checkoutRoutes } from "./api/checkout-routes";
