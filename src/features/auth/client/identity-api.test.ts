// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "@/lib/session/session-store";
import { clearLocalAuth, STS_TOKEN_MANAGER_KEY } from "./auth-storage";
import { completeSignIn, getIdToken, identityBase } from "./identity-api";

describe("identityBase", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is our own /api/identity by default", () => {
    vi.stubGlobal("document", { documentElement: { dataset: {} } });
    expect(identityBase()).toEqual({ url: "/api/identity", credentials: "same-origin" });
  });

  it("points at a configured development auth server", () => {
    vi.stubGlobal("document", { documentElement: { dataset: { authServer: "http://localhost:9099/" } } });
    expect(identityBase()).toEqual({ url: "http://localhost:9099/api/identity", credentials: "include" });
  });

  it("refuses a development server URL without http(s): invalid-emulator-scheme", () => {
    vi.stubGlobal("document", { documentElement: { dataset: { authServer: "localhost:9099" } } });
    expect(() => identityBase()).toThrow(expect.objectContaining({ code: "invalid-emulator-scheme" }));
  });
});

describe("getIdToken across a sign-out", () => {
  afterEach(() => vi.unstubAllGlobals());

  const jwt = (claims: Record<string, unknown>) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, "")}.s`;

  /** A browser's local storage (returned, to read back) and document, stubbed for one test. */
  function stubBrowser(): Map<string, string> {
    const items = new Map<string, string>();
    vi.stubGlobal("window", {
      localStorage: {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => void items.set(key, value),
        removeItem: (key: string) => void items.delete(key),
      },
    });
    vi.stubGlobal("document", { documentElement: { dataset: {}, lang: "en" } });
    return items;
  }

  /** An account's and an anonymous visitor's id tokens, valid for an hour. */
  function accountAndVisitorTokens() {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    return {
      accountToken: jwt({ sub: "account", is_anonymous: false, exp }),
      visitorToken: jwt({ sub: "visitor", is_anonymous: true, exp }),
    };
  }

  /** /token answers `first` only when the test releases it (`answerFirst`), every later request `then` at once. */
  function slowFirstToken(first: string, then: string) {
    let release: (() => void) | undefined;
    const fetchMock = vi.fn(async () => {
      if (fetchMock.mock.calls.length === 1) {
        await new Promise<void>((resolve) => (release = resolve));
        return new Response(JSON.stringify({ token: first }), { status: 200 });
      }
      return new Response(JSON.stringify({ token: then }), { status: 200 });
    });
    vi.stubGlobal("fetch", fetchMock);
    return { fetchMock, answerFirst: () => release!() };
  }

  it("never stores a token whose request began before the sign-out", async () => {
    const items = stubBrowser();
    const { accountToken, visitorToken } = accountAndVisitorTokens();
    // The first /token request is slow: the sign-out happens while it is on its way.
    const { fetchMock, answerFirst } = slowFirstToken(accountToken, visitorToken);

    const pending = getIdToken({ forceRefresh: true });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    clearLocalAuth();
    answerFirst();

    await expect(pending).resolves.toBe(visitorToken);
    expect(JSON.parse(items.get(STS_TOKEN_MANAGER_KEY)!)).toMatchObject({ accessToken: visitorToken });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("makes one request for the calls that need a new token at the same time", async () => {
    stubBrowser();
    const token = jwt({ sub: "visitor", is_anonymous: true, exp: Math.floor(Date.now() / 1000) + 3600 });
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ token }), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);

    const answers = await Promise.all([getIdToken(), getIdToken(), getIdToken({ forceRefresh: true })]);
    expect(answers).toEqual([token, token, token]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Fresh now: from storage, no request; a forced refresh after the first ended makes its own.
    expect(await getIdToken()).toBe(token);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await getIdToken({ forceRefresh: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("lets the next call try again after a failed refresh", async () => {
    stubBrowser();
    const token = jwt({ sub: "visitor", is_anonymous: true, exp: Math.floor(Date.now() / 1000) + 3600 });
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify({ code: "SESSION_NOT_FOUND" }), { status: 401 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ token }), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(Promise.all([getIdToken(), getIdToken()])).rejects.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(getIdToken()).resolves.toBe(token);
  });

  it("asks again when a sign-in lands while a refresh is on its way (the request carried the old cookie)", async () => {
    const items = stubBrowser();
    const { accountToken, visitorToken } = accountAndVisitorTokens();
    const { fetchMock, answerFirst } = slowFirstToken(visitorToken, accountToken);

    const early = getIdToken();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const signedIn = completeSignIn();
    answerFirst();
    await signedIn;
    await expect(early).resolves.toBe(accountToken);
    expect(JSON.parse(items.get(STS_TOKEN_MANAGER_KEY)!)).toMatchObject({ accessToken: accountToken });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("after a sign-in, a call set off by the signed-in flag gets the new session's token, never the old stored one", async () => {
    const items = stubBrowser();
    const { accountToken, visitorToken } = accountAndVisitorTokens();
    clearLocalAuth(); // an anonymous visitor: not registered
    // The anonymous visitor's token is stored and still fresh.
    items.set(STS_TOKEN_MANAGER_KEY, JSON.stringify({ accessToken: visitorToken, expirationTime: Date.now() + 3_600_000 }));
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ token: accountToken }), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    // What a component does when the session store says "registered": call the API at once.
    let asked: Promise<string> | undefined;
    const unsubscribe = sessionStore.subscribe(() => {
      if (sessionStore.getSnapshot().isRegistered && !asked) asked = getIdToken();
    });
    await completeSignIn();
    unsubscribe();
    await expect(asked).resolves.toBe(accountToken);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
