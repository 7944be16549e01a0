import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "@/lib/session/session-store";
import {
  clearLocalAuth,
  readWithAuth,
  seedSessionStore,
  STS_TOKEN_MANAGER_KEY,
  WITH_AUTH_KEY,
  writeTokenManager,
  writeWithAuth,
} from "./auth-storage";

const token = (claims: Record<string, unknown>) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, "")}.s`;

/** A window with nothing but a local storage. */
function stubWindow(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  vi.stubGlobal("window", {
    localStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    },
  });
  return items;
}

describe("auth writes the session store", () => {
  beforeEach(() => sessionStore.update({ isRegistered: false, idToken: null }));
  afterEach(() => vi.unstubAllGlobals());

  it("starts from what the browser keeps", () => {
    const kept = token({ sub: "u1", is_anonymous: false });
    stubWindow({ [WITH_AUTH_KEY]: "true", [STS_TOKEN_MANAGER_KEY]: JSON.stringify({ accessToken: kept, expirationTime: 1 }) });
    seedSessionStore();
    expect(sessionStore.getSnapshot()).toMatchObject({ isRegistered: true, idToken: kept, claims: { sub: "u1" } });
  });

  it("a sign-in, a new token and a sign-out each reach subscribers; writing the same flag again does not", () => {
    const items = stubWindow();
    const listener = vi.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    writeWithAuth(true);
    expect(readWithAuth()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    writeWithAuth(true);
    expect(listener).toHaveBeenCalledTimes(1);
    writeTokenManager({ accessToken: token({ sub: "u2" }), expirationTime: 1 });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(sessionStore.getSnapshot().claims?.sub).toBe("u2");
    clearLocalAuth();
    expect(sessionStore.getSnapshot()).toEqual({ isRegistered: false, idToken: null, claims: null });
    expect(items.get(WITH_AUTH_KEY)).toBe("false");
    expect(items.has(STS_TOKEN_MANAGER_KEY)).toBe(false);
    unsubscribe();
  });
});
