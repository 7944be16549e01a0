import { describe, expect, it } from "vitest";
import { isTrueFlag, readFunnelChrome } from "./query-flags";

describe("the funnel query flags (true only for the string 'true')", () => {
  it.each([
    ["true", true],
    ["TRUE", false],
    ["True", false],
    ["1", false],
    ["", false],
    ["yes", false],
    [" true", false],
    [undefined, false],
    [null, false],
    [["true", "true"], false],
  ] as const)("%j → %s", (value, expected) => {
    expect(isTrueFlag(value as string | string[] | null | undefined)).toBe(expected);
  });

  it("web view hides the header too; hideHeader alone only hides the header", () => {
    expect(readFunnelChrome({ webview: "true" })).toEqual({ isWebView: true, isHeaderHidden: true });
    expect(readFunnelChrome({ hideHeader: "true" })).toEqual({ isWebView: false, isHeaderHidden: true });
    expect(readFunnelChrome({ webview: "1", hideHeader: "false" })).toEqual({ isWebView: false, isHeaderHidden: false });
  });
});
