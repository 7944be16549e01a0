/** What other features may use of the profile on the server. */
export { keeperOwnership } from "./server/keeper-ownership";
export { productOwnership, profileOwnership } from "./server/profile-ownership";
export { readKeeperValue, writeKeeperValue } from "./server/keeper-store";
