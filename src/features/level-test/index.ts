/**
 * What other features may use of the English level test, the browser included (decision record
 * 0032): the result LevelTestRunner hands to onComplete, the skills and the test's constants.
 */
export { LEVEL_TEST_PAGE_SOURCE, type LevelTestResult } from "./model/result";
export { SKILLS, type Skill } from "./model/skills";
export type { SkillResult } from "./model/cat";
export type { ServedItem } from "./model/served-item";
