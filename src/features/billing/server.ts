/** What other features may use of billing on the server. */
export { loadEntitlements } from "./server/load-entitlements";
export { listAvailableProducts, type ProductFilter } from "./server/list-available-products";
export { productOwnership } from "./server/product-ownership";
