import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { debounce, DNT_DEBOUNCE_MS } from "./debounce";

describe("the debounced dnt call", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("sends once, 500 ms after the last of rapid changes, with the latest entries", () => {
    const send = vi.fn();
    const update = debounce(send, DNT_DEBOUNCE_MS);
    update("granted");
    vi.advanceTimersByTime(300);
    update("denied");
    vi.advanceTimersByTime(300);
    update("granted-again");
    vi.advanceTimersByTime(499);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith("granted-again");
  });

  it("changes further apart than 500 ms are sent separately", () => {
    const send = vi.fn();
    const update = debounce(send, DNT_DEBOUNCE_MS);
    update(1);
    vi.advanceTimersByTime(500);
    update(2);
    vi.advanceTimersByTime(500);
    expect(send.mock.calls).toEqual([[1], [2]]);
  });

  it("flush sends a pending change at once (page hidden); cancel drops it", () => {
    const send = vi.fn();
    const update = debounce(send, DNT_DEBOUNCE_MS);
    update("a");
    update.flush();
    expect(send).toHaveBeenCalledWith("a");
    update("b");
    update.cancel();
    vi.advanceTimersByTime(1000);
    expect(send).toHaveBeenCalledTimes(1);
    update.flush();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
