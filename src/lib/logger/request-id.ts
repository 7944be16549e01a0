/**
 * The one source of request ids. Our server (scripts/serve.ts) gives every request one before Next
 * sees it (a caller's own id is kept when it looks like one) and sends it back as a header; the
 * page proxy does the same for pages. Handlers read it from the request with `requestIdOf`, so the
 * id in a response, in its error logs and in the caller's logs is the same one.
 */
export const REQUEST_ID_HEADER = "x-request-id";

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,128}$/;

/** The caller's id when it is a plausible one, otherwise a fresh UUID. */
export function resolveRequestId(incoming: string | null | undefined): string {
  return incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : crypto.randomUUID();
}

/** The request id of a request (a fresh one when it came without, as in tests that call a handler directly). */
export function requestIdOf(request: Request): string {
  return resolveRequestId(request.headers.get(REQUEST_ID_HEADER));
}
