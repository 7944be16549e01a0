import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "@/lib/session/session-store";
import { clearLocalAuth, writeWithAuth } from "./auth-storage";
import { isSignInRoute, readSessionState } from "./session-bootstrap";

describe("isSignInRoute", () => {
  it.each([
    ["/sign-in", true],
    ["/en/sign-in", true],
    ["/es-419/sign-in", true],
    ["/uk/sign-in/", true],
    ["/en/sign-up", false],
    ["/en", false],
    ["/en/terms/sign-in", false],
    ["/uk/auth/action", true],
    ["/en/autologin", true],
    ["/en/complete-sign-up", false],
  ])("%s → %s", (path, expected) => {
    expect(isSignInRoute(path)).toBe(expected);
  });
});

describe("readSessionState", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("does not write an answer asked for before a sign-out in this tab: it asks again", async () => {
    const answers = [
      { isLogged: true, isAnonymous: false },
      { isLogged: true, isAnonymous: true },
    ];
    let releaseFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    let calls = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        const answer = answers[calls++]!;
        if (calls === 1) await firstHeld;
        return new Response(JSON.stringify(answer));
      }),
    );
    writeWithAuth(true);
    const reading = readSessionState();
    // The sign-out lands while the page-load check is on its way.
    clearLocalAuth();
    releaseFirst();
    expect(await reading).toEqual({ isLogged: true, isAnonymous: true });
    expect(calls).toBe(2);
    expect(sessionStore.getSnapshot().isRegistered).toBe(false);
  });
});
