/** What other features may use of growth in the browser. */
export { getVisitorGeolocation } from "./client/visitor-geolocation";
export { useFlag } from "./client/flags-context";
