/** What other features may use of identity in the browser. */
export { ensureSession } from "./client/session-bootstrap";
export { SessionBootstrap } from "./client/session-bootstrap";

/** The id token for the product API (identity-api loads on the first call, not in the first load). */
export async function getIdToken(options?: { forceRefresh?: boolean }): Promise<string> {
  const { getIdToken: get } = await import("./client/identity-api");
  return get(options);
}
