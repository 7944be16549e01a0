/** The claims of an id token, read without verifying it (the server verifies). */
export interface IdTokenClaims {
  sub: string;
  is_anonymous?: boolean;
  exp?: number;
}

/** What this browser tab knows about who is signed in. */
export interface SessionSnapshot {
  /** A registered (not anonymous) user is signed in: the signed-in flag (spec section 3, "withAuth"). */
  readonly isRegistered: boolean;
  /** The id token this tab holds for the product API, null when it has none yet. */
  readonly idToken: string | null;
  /** The id token's claims, null when there is no (readable) token. */
  readonly claims: IdTokenClaims | null;
}

/** Gives the id token for the product API; forceRefresh asks the identity service for a new one. */
export type IdTokenSource = (options?: { forceRefresh?: boolean }) => Promise<string>;

export const SIGNED_OUT: SessionSnapshot = Object.freeze({ isRegistered: false, idToken: null, claims: null });

/** The id token's claims without verifying it; null when it cannot be read. */
export function decodeIdTokenClaims(token: string): IdTokenClaims | null {
  try {
    const claims: unknown = JSON.parse(atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/")));
    return claims && typeof claims === "object" && typeof (claims as IdTokenClaims).sub === "string" ? (claims as IdTokenClaims) : null;
  } catch {
    return null;
  }
}

/**
 * A small external store of the session: auth writes it (sign-in, sign-out, token refresh) and
 * connects its id-token source; features subscribe to it (React's useSyncExternalStore takes
 * `subscribe`, `getSnapshot` and `getServerSnapshot` as they are) and the API client reads the
 * token from it. Listeners hear only real changes; a snapshot is a new object on each change.
 */
export function createSessionStore() {
  let snapshot: SessionSnapshot = SIGNED_OUT;
  const listeners = new Set<() => void>();
  let source: IdTokenSource | null = null;
  let waiting: ((source: IdTokenSource) => void)[] = [];

  return {
    getSnapshot: (): SessionSnapshot => snapshot,
    /** On the server nobody is signed in: pages are rendered the same for everyone. */
    getServerSnapshot: (): SessionSnapshot => SIGNED_OUT,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Auth's writes: the signed-in flag and/or the id token (null when it is cleared). */
    update(change: { isRegistered?: boolean; idToken?: string | null }): void {
      const isRegistered = change.isRegistered ?? snapshot.isRegistered;
      const idToken = change.idToken === undefined ? snapshot.idToken : change.idToken;
      if (isRegistered === snapshot.isRegistered && idToken === snapshot.idToken) return;
      snapshot = Object.freeze({ isRegistered, idToken, claims: idToken ? decodeIdTokenClaims(idToken) : null });
      for (const listener of [...listeners]) listener();
    },
    /** Auth connects where id tokens come from; calls that asked for a token before then go on. */
    connectIdTokenSource(next: IdTokenSource): void {
      source = next;
      const resume = waiting;
      waiting = [];
      for (const go of resume) go(next);
    },
    /** The id token for the product API, from the connected source (waits until auth has connected one). */
    async getIdToken(options?: { forceRefresh?: boolean }): Promise<string> {
      const current = source ?? (await new Promise<IdTokenSource>((resolve) => waiting.push(resolve)));
      return current(options);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** The session of this browser tab. */
export const sessionStore = createSessionStore();
