import { describe, expect, it, vi } from "vitest";
import { BACKEND_ERROR_DEDUPE_MS, createBackendErrorReporter } from "./backend-errors";

describe("backend error recording", () => {
  it("sends gen_backend_error once per status and page per 20 s, and always stores the latest", () => {
    let now = 1_000_000;
    const track = vi.fn();
    const store = vi.fn();
    const report = createBackendErrorReporter({ now: () => now, track, store });
    const failure = { status: 500, url: "/v1/profiles", page: "/en/profile", message: "boom" };
    expect(report(failure)).toBe(true);
    expect(report(failure)).toBe(false);
    expect(report({ ...failure, status: 503 })).toBe(true); // another status
    expect(report({ ...failure, page: "/en/profile/settings" })).toBe(true); // another page
    now += BACKEND_ERROR_DEDUPE_MS - 1;
    expect(report(failure)).toBe(false);
    now += 1;
    expect(report(failure)).toBe(true);
    expect(track).toHaveBeenCalledTimes(4);
    expect(track).toHaveBeenCalledWith("gen_backend_error", { status: 500, url: "/v1/profiles", page: "/en/profile" });
    expect(store).toHaveBeenCalledTimes(6);
    expect(store).toHaveBeenLastCalledWith(expect.objectContaining({ status: 500, message: "boom" }));
  });

  it("leaves a 404 alone", () => {
    const track = vi.fn();
    const store = vi.fn();
    const report = createBackendErrorReporter({ track, store });
    expect(report({ status: 404, url: "/v1/profiles/keeper/x", page: "/en", message: "not found" })).toBe(false);
    expect(track).not.toHaveBeenCalled();
    expect(store).not.toHaveBeenCalled();
  });
});
