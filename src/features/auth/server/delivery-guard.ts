import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { APIError } from "better-auth/api";
import { REQUEST_ID_HEADER, requestLogger } from "@/lib/logger";

/**
 * Messages the identity service sends (codes, links, notices) go through here. better-auth runs
 * some senders as "background tasks" and only logs their failure, so a person was told "we sent
 * you a code" when nothing left. A failure is logged with the request id and marks the request;
 * the global after-hook then answers `message-not-sent` (503) so the person knows and can retry.
 */
const failedRequests = new WeakSet<object>();
// Some senders are called with the service's global context, not the request's: an HTTP request
// to the identity service therefore runs in a scope of its own (withDeliveryScope).
const scope = new AsyncLocalStorage<{ failed: boolean }>();

/** Runs one HTTP request to the identity service, so a failed delivery anywhere in it is seen. */
export function withDeliveryScope<T>(run: () => T): T {
  return scope.run({ failed: false }, run);
}

type RequestContext = { context?: object; request?: Request; headers?: Headers } | null | undefined;

export async function deliverForRequest(ctx: RequestContext, kind: string, send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    const requestId = ctx?.request?.headers.get(REQUEST_ID_HEADER) ?? ctx?.headers?.get(REQUEST_ID_HEADER);
    requestLogger(requestId).error({ err: error, kind }, "message could not be delivered");
    const current = scope.getStore();
    if (current) current.failed = true;
    else if (ctx?.context) failedRequests.add(ctx.context);
    else throw error;
  }
}

export function deliveryFailed(ctx: { context: object }): boolean {
  return Boolean(scope.getStore()?.failed) || failedRequests.has(ctx.context);
}

export const MESSAGE_RETRY_AFTER_SECONDS = 60;

export function messageNotSent(): APIError {
  return new APIError(
    "SERVICE_UNAVAILABLE",
    { code: "MESSAGE_NOT_SENT", message: "message-not-sent" },
    { "Retry-After": String(MESSAGE_RETRY_AFTER_SECONDS) },
  );
}
