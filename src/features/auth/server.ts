/** What other features may use of identity on the server. */
export { getSessionUser } from "./server/current-user";
export { authenticateBearer } from "./server/require-bearer";
export { verifyIdToken, type IdTokenClaims } from "./server/verify-id-token";
export { getAdminUser } from "./server/require-admin";
export { provideRecordTransfer } from "./server/record-transfer";
export { enabledSocialProviders, type SocialProvider, type SocialProviderId } from "./server/social-providers";
export { findAccountByEmail, readAccount, updateAccountNaming, type AccountSummary } from "./server/account-store";
export { readSignInState, signInWithIdToken, signOutSession } from "./server/session-endpoints";
export { startSocialSignIn } from "./server/start-social-sign-in";
export { identityEndpoints } from "./server/identity-endpoints";
