import { AuthError } from "../model/auth-errors";

/** Spec section 9: a 500×600 window, its closure checked every 2 s, rejected 8 s after it closed. */
export const POPUP_WIDTH = 500;
export const POPUP_HEIGHT = 600;
export const POPUP_POLL_MS = 2000;
export const POPUP_CLOSURE_DELAY_MS = 8000;

export interface PopupResult {
  /** The session the popup's sign-in made belongs to this user. */
  userId: string;
}

interface WindowLike {
  closed: boolean;
  close(): void;
}

export interface PopupEnvironment {
  open(url: string, name: string, features: string): WindowLike | null;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  screen: { width: number; height: number };
}

interface Pending {
  popup: WindowLike;
  resolve(result: PopupResult): void;
  reject(error: AuthError): void;
  poll: unknown;
  closeTimer: unknown;
}

/**
 * One sign-in popup at a time: a new one cancels the old (cancelled-popup-request); a blocked
 * window rejects with popup-blocked; a window closed without finishing rejects with
 * popup-closed-by-user after an 8 s grace (the result may still be on its way).
 */
export class PopupController {
  private pending: Pending | null = null;

  constructor(private readonly env: PopupEnvironment) {}

  open(url: string): Promise<PopupResult> {
    if (this.pending) this.finish(this.pending, { error: new AuthError("cancelled-popup-request") }, true);
    const left = Math.max(0, Math.round((this.env.screen.width - POPUP_WIDTH) / 2));
    const top = Math.max(0, Math.round((this.env.screen.height - POPUP_HEIGHT) / 2));
    const popup = this.env.open(
      url,
      "lingora-sign-in",
      `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top},resizable,scrollbars`,
    );
    if (!popup) return Promise.reject(new AuthError("popup-blocked"));

    return new Promise<PopupResult>((resolve, reject) => {
      const pending: Pending = { popup, resolve, reject, poll: null, closeTimer: null };
      pending.poll = this.env.setInterval(() => {
        if (!popup.closed || pending.closeTimer !== null) return;
        pending.closeTimer = this.env.setTimeout(
          () => this.finish(pending, { error: new AuthError("popup-closed-by-user") }),
          POPUP_CLOSURE_DELAY_MS,
        );
      }, POPUP_POLL_MS);
      this.pending = pending;
    });
  }

  /** The popup reported a finished sign-in (a postMessage from our own origin). */
  complete(result: PopupResult): void {
    if (this.pending) this.finish(this.pending, { result });
  }

  /** The popup reported a failure. */
  fail(error: AuthError): void {
    if (this.pending) this.finish(this.pending, { error });
  }

  get isOpen(): boolean {
    return this.pending !== null;
  }

  private finish(pending: Pending, outcome: { result?: PopupResult; error?: AuthError }, closeWindow = false) {
    this.env.clearInterval(pending.poll);
    if (pending.closeTimer !== null) this.env.clearTimeout(pending.closeTimer);
    if (this.pending === pending) this.pending = null;
    if (closeWindow && !pending.popup.closed) pending.popup.close();
    if (outcome.error) pending.reject(outcome.error);
    else if (outcome.result) pending.resolve(outcome.result);
  }
}

/** Reauthentication must come back as the same user, else user-mismatch. */
export function assertSameUser(expectedUserId: string, result: PopupResult): PopupResult {
  if (result.userId !== expectedUserId) throw new AuthError("user-mismatch");
  return result;
}

/** Redirect results (web-view mode) are handled once: read, then forgotten. */
export function consumeRedirectResult(storage: Pick<Storage, "getItem" | "removeItem">, key = "lingora:redirectResult"): string | null {
  const value = storage.getItem(key);
  if (value !== null) storage.removeItem(key);
  return value;
}
