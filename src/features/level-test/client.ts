/** What other features may use of the English level test in the browser (decision record 0032). */
export { LevelTestRunner, type LevelTestRunnerProps } from "./components/level-test-runner";
export { marginText, type LevelTestLabels } from "./model/labels";
export type { LevelTestResult } from "./model/result";
