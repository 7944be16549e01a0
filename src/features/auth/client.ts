/** What other features may use of identity in the browser. */
export { AUTH_CHANGE_EVENT, readWithAuth } from "./client/auth-storage";
export { getIdToken } from "./client/identity-api";
export { productApi, readIdTokenClaims } from "./client/product-api";
export { ensureSession } from "./client/session-bootstrap";
