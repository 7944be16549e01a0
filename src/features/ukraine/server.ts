/** What other features and the composition root may use of the free-for-Ukraine programme on the server. */
export { ukraineApplicationOwnership, ukraineAuditOwnership } from "./server/ukraine-ownership";
export { readLatestApplication } from "./server/application-store";
export { submitApplication, type SubmitResult } from "./server/submit-application";
export { decideApplication, type DecideResult } from "./server/decide-application";
export { sendDecisionEmail } from "./server/decision-email";
