/** What other features may use of growth anywhere: pure data. */
export { consentStringKeys } from "./model/consent-strings";
