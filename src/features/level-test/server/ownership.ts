import { levelTestSessions } from "@db/schema/level-test";
import { movedOnSignUpAndSignIn } from "@/lib/ownership/reassign";

/** Level tests are a history (each result stays, with its responses): they move to the account in both cases. */
export const levelTestSessionOwnership = movedOnSignUpAndSignIn(
  levelTestSessions,
  { key: "userId", column: levelTestSessions.userId },
  "Level test sessions (and their responses) move to the account in both cases.",
);
