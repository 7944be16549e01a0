import { afterEach, describe, expect, it, vi } from "vitest";
import { yieldToMain } from "./yield-to-main";

describe("yieldToMain", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("uses scheduler.yield() where the browser has it", async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal("scheduler", { yield: yieldFn });
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });

  it("otherwise resumes in a new task (after a zero timeout), not in the same one", async () => {
    vi.stubGlobal("scheduler", undefined);
    vi.useFakeTimers();
    let resumed = false;
    const done = yieldToMain().then(() => {
      resumed = true;
    });
    await Promise.resolve();
    expect(resumed).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    await done;
    expect(resumed).toBe(true);
  });
});
