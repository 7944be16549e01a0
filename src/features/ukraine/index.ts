/** What other features may use of the free-for-Ukraine programme: its types and pure model. */
export {
  APPLICATION_LIMITS,
  APPLICATION_STATUSES,
  SITUATIONS,
  applicationSchema,
  type ApplicationStatus,
  type ApplicationView,
  type Situation,
} from "./model/application";
export { canApply, decide, DECISIONS, type Decision, type DecisionResult } from "./model/decision";
export { PROGRAMME_LOCALES, programmeCopy, isProgrammeLocale } from "./model/programme-copy";
