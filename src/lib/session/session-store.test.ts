import { describe, expect, it, vi } from "vitest";
import { createSessionStore, decodeIdTokenClaims, SIGNED_OUT } from "./session-store";

/** An unsigned JWT-shaped token with these claims. */
const token = (claims: Record<string, unknown>) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, "")}.s`;

describe("the session store", () => {
  it("starts signed out, on the server too", () => {
    const store = createSessionStore();
    expect(store.getSnapshot()).toBe(SIGNED_OUT);
    expect(store.getServerSnapshot()).toEqual({ isRegistered: false, idToken: null, claims: null });
  });

  it("notifies subscribers of each change with a new snapshot, and stops after unsubscribe", () => {
    const store = createSessionStore();
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = store.subscribe(first);
    store.subscribe(second);
    const before = store.getSnapshot();
    store.update({ isRegistered: true, idToken: token({ sub: "u1", is_anonymous: false }) });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    const after = store.getSnapshot();
    expect(after).not.toBe(before);
    expect(after).toMatchObject({ isRegistered: true, claims: { sub: "u1", is_anonymous: false } });

    stopFirst();
    store.update({ isRegistered: false, idToken: null });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot()).toEqual(SIGNED_OUT);
  });

  it("a write that changes nothing notifies nobody and keeps the snapshot (useSyncExternalStore stays put)", () => {
    const store = createSessionStore();
    store.update({ isRegistered: true });
    const snapshot = store.getSnapshot();
    const listener = vi.fn();
    store.subscribe(listener);
    store.update({ isRegistered: true });
    store.update({});
    expect(listener).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toBe(snapshot);
  });

  it("hands out id tokens from the source auth connects; an early ask waits for it", async () => {
    const store = createSessionStore();
    const early = store.getIdToken();
    const source = vi.fn(async (options?: { forceRefresh?: boolean }) => (options?.forceRefresh ? "fresh" : "cached"));
    store.connectIdTokenSource(source);
    await expect(early).resolves.toBe("cached");
    await expect(store.getIdToken({ forceRefresh: true })).resolves.toBe("fresh");
    expect(source).toHaveBeenCalledTimes(2);
  });

  it("reads claims without verifying; garbage gives null", () => {
    expect(decodeIdTokenClaims(token({ sub: "u2", is_anonymous: true }))).toEqual({ sub: "u2", is_anonymous: true });
    expect(decodeIdTokenClaims("not-a-token")).toBeNull();
    expect(decodeIdTokenClaims(token({ nosub: 1 }))).toBeNull();
  });
});
