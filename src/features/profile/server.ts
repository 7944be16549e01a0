/** What other features may use of the profile on the server. */
export { keeperOwnership } from "./server/keeper-ownership";
export { profileOwnership } from "./server/profile-ownership";
export { readKeeperValue, readKeeperValues, writeKeeperValue } from "./server/keeper-store";
export { isFreeForUkraine, setFreeForUkraine } from "./server/profile-store";
export { updateProfileFromAnswers, type AnsweredProfileFields } from "./server/update-profile-from-answers";
