/** What other features may use of the English level test in the browser (decision record 0032). */
export { LevelTestRunner, type LevelTestRunnerProps } from "./components/level-test-runner";
export type { LevelTestLabels } from "./model/labels";
