import { sessionStore } from "@/lib/session/session-store";
import { createV1Client } from "./v1-client";

export { ApiError } from "@/lib/http-client/api-error";
export type { V1Api, V1Paths } from "./v1-client";
export type { components as V1Schemas } from "./v1-schema";

/**
 * This browser's /v1 client: the id token comes from the session store (auth connects its
 * source), a final failure is recorded as a backend error (the reporter loads on the first one).
 */
export const v1Api = createV1Client({
  getIdToken: (options) => sessionStore.getIdToken(options),
  onError: (error) => {
    const page = window.location.pathname;
    void import("@/lib/http-client/backend-errors").then(({ reportBackendError }) =>
      reportBackendError({ status: error.status, url: error.url, page, message: error.message }),
    );
  },
});
