/** What other features may use of identity in the browser. */
export { getIdToken } from "./client/identity-api";
export { ensureSession } from "./client/session-bootstrap";
export { SessionBootstrap } from "./client/session-bootstrap";
