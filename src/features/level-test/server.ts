/** What other features may use of the English level test on the server. */
export { levelTestSessionOwnership } from "./server/ownership";
/** The listening items' audio endpoint (src/server/http-edge.ts lists it). */
export { getLevelTestAudio } from "./server/audio";
/** The item bank and the sessions (the /v1 routes use them; scripts and tests may too). */
export { loadItemBank, readItemBank } from "./server/load-bank";
export { answerLevelTestItem, type AnswerOutcome, type LevelTestView, readLevelTest, startLevelTest } from "./server/level-test-sessions";
/** LevelTestRunner's texts for a server component (a funnel screen passes them as `labels`). */
export { levelTestLabels } from "./server/labels";
