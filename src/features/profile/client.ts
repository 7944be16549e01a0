/**
 * What other features may use of the profile in the browser. It is imported by the root layout,
 * so it stays small: study-page helpers are in `study.ts`.
 */
export {
  ProfileStateProvider,
  saveProfileFields,
  saveSettings,
  useProfileState,
  type ProfileFieldsPatch,
  type ProfileStateValue,
} from "./client/profile-state-context";
export { refreshEntitlements } from "./client/refresh-entitlements";
/** For study pages (the lesson player): white noise while studying, when the learner's setting is on. */
export { useWhiteNoise } from "./client/use-white-noise";
