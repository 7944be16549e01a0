import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthError } from "../model/auth-errors";
import { assertSameUser, consumeRedirectResult, PopupController, type PopupEnvironment } from "./popup-controller";

function fakeWindow() {
  return {
    closed: false,
    close: vi.fn(function (this: { closed: boolean }) {
      this.closed = true;
    }),
  };
}

function environment(windows: Array<ReturnType<typeof fakeWindow> | null>) {
  const open = vi.fn(() => windows.shift() ?? null);
  const env: PopupEnvironment = {
    open,
    setInterval: (cb, ms) => setInterval(cb, ms),
    clearInterval: (h) => clearInterval(h as NodeJS.Timeout),
    setTimeout: (cb, ms) => setTimeout(cb, ms),
    clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout),
    screen: { width: 1500, height: 1000 },
  };
  return { env, open };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "resolved",
    (error: AuthError) => error.code,
  );

describe("PopupController", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("opens a centred 500×600 window and resolves when the popup completes", async () => {
    const popup = fakeWindow();
    const { env, open } = environment([popup]);
    const controller = new PopupController(env);
    const result = controller.open("/api/identity/sign-in/oauth2");
    expect(open).toHaveBeenCalledWith(
      "/api/identity/sign-in/oauth2",
      "lingora-sign-in",
      expect.stringContaining("width=500,height=600,left=500,top=200"),
    );
    controller.complete({ userId: "u1" });
    await expect(result).resolves.toEqual({ userId: "u1" });
    expect(controller.isOpen).toBe(false);
  });

  it("rejects with popup-blocked when the browser blocks the window", async () => {
    const { env } = environment([null]);
    await expect(codeOf(new PopupController(env).open("/x"))).resolves.toBe("popup-blocked");
  });

  it("allows one popup at a time: a new one cancels the old", async () => {
    const first = fakeWindow();
    const second = fakeWindow();
    const { env } = environment([first, second]);
    const controller = new PopupController(env);
    const older = codeOf(controller.open("/a"));
    const newer = controller.open("/b");
    await expect(older).resolves.toBe("cancelled-popup-request");
    expect(first.close).toHaveBeenCalled();
    controller.complete({ userId: "u2" });
    await expect(newer).resolves.toEqual({ userId: "u2" });
  });

  it("detects a closed window by polling and rejects only after the 8 s grace", async () => {
    const popup = fakeWindow();
    const { env } = environment([popup]);
    const controller = new PopupController(env);
    let outcome: string | undefined;
    void codeOf(controller.open("/a")).then((code) => (outcome = code));
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(2000); // the poll sees it closed
    await vi.advanceTimersByTimeAsync(7999);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe("popup-closed-by-user");
  });

  it("a result arriving during the grace still wins", async () => {
    const popup = fakeWindow();
    const { env } = environment([popup]);
    const controller = new PopupController(env);
    const result = controller.open("/a");
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(5000);
    controller.complete({ userId: "u3" });
    await vi.advanceTimersByTimeAsync(20_000);
    await expect(result).resolves.toEqual({ userId: "u3" });
  });
});

describe("reauthentication and redirect results", () => {
  it("requires the same user", () => {
    expect(assertSameUser("u1", { userId: "u1" })).toEqual({ userId: "u1" });
    expect(() => assertSameUser("u1", { userId: "u2" })).toThrow(expect.objectContaining({ code: "user-mismatch" }));
  });

  it("handles a redirect result once", () => {
    const store = new Map([["lingora:redirectResult", "done"]]);
    const storage = { getItem: (k: string) => store.get(k) ?? null, removeItem: (k: string) => void store.delete(k) };
    expect(consumeRedirectResult(storage)).toBe("done");
    expect(consumeRedirectResult(storage)).toBeNull();
  });
});
