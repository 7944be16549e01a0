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
/**
 * For study pages (the lesson player): the white-noise engine (Web Audio), loaded when it first
 * plays, so no page carries it in its first load; play it while studying when
 * `useProfileState().settings.whiteNoise` is on, with the owner "study".
 */
export const loadWhiteNoise = () => import("./client/white-noise");
