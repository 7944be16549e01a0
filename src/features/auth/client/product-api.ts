import { createApiClient } from "@/lib/http-client/create-api-client";
import { getIdToken } from "./identity-api";
import { ensureSession } from "./session-bootstrap";

/**
 * The product API client of this browser: makes sure there is a session (anonymous if need be),
 * then calls /v1 with its id token.
 */
export const productApi = createApiClient({
  getIdToken: async (options) => {
    try {
      return await getIdToken(options);
    } catch {
      // No session yet (a first visit): sign in anonymously, then ask again.
      await ensureSession();
      return getIdToken(options);
    }
  },
  // The reporter loads on the first failure, not with every page.
  onError: (error) => {
    const page = window.location.pathname;
    void import("@/lib/http-client/backend-errors").then(({ reportBackendError }) =>
      reportBackendError({ status: error.status, url: error.url, page, message: error.message }),
    );
  },
});

/** The id token's claims without verifying it (the server verifies); null when there is none. */
export function readIdTokenClaims(token: string): { sub: string; is_anonymous?: boolean } | null {
  try {
    return JSON.parse(atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))) as { sub: string; is_anonymous?: boolean };
  } catch {
    return null;
  }
}
