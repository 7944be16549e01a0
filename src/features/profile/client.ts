/** What other features may use of the profile in the browser. */
export { ProfileStateProvider, saveSettings, useProfileState, type ProfileStateValue } from "./client/profile-state-context";
