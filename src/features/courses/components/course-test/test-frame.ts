/**
 * What the lesson player needs to play a unit checkpoint or a level test (decision record 0026):
 * its own start and results screens instead of a lesson's.
 */
export interface TestFrame {
  /** "Checkpoint: Hello!" or "Level A1 test". */
  name: string;
  exercises: number;
  /** The pass mark in whole percent (80). */
  passPercent: number;
  /** A level test: the level its pass opens early (null for the last level and for checkpoints). */
  opensLevel: string | null;
  /** Where a retake starts (this test's page: a completed attempt makes way for a new one). */
  retakeHref: string;
}

/** What the test results endpoint answers (server/course-tests.ts TestResult, the fields shown). */
export interface TestResultView {
  score: number;
  correct: number;
  total: number;
  passed: boolean;
  xp: number;
}
