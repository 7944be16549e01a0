/** What other features may use of growth in the browser. */
export { getVisitorGeolocation } from "./client/visitor-geolocation";
export { useFlag } from "./client/flags-context";
export { trackMetaConversion, type MetaConversion, type MetaConversionEvent } from "./client/meta-conversions";
/** What the composition root mounts around every page. */
export { GrowthProvider, type GrowthSettings } from "./client/growth-provider";
export { FlagEffects } from "./components/flag-effects";
