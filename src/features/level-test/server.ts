/** What other features may use of the English level test on the server. */
export { levelTestSessionOwnership } from "./server/ownership";
