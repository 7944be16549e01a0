import { describe, expect, it } from "vitest";
import { themeRootAttributes } from "./ui-theme";

describe("themeRootAttributes", () => {
  it.each([
    [
      { specialUITheme: "default", dyslexic: false, isDyslexicModeAllowed: true },
      { uiTheme: "default", isDyslexicMode: false },
    ],
    [
      { specialUITheme: "new-year", dyslexic: true, isDyslexicModeAllowed: true },
      { uiTheme: "new-year", isDyslexicMode: true },
    ],
    [
      { specialUITheme: "default", dyslexic: true, isDyslexicModeAllowed: false },
      { uiTheme: "default", isDyslexicMode: false },
    ],
  ] as const)("%j → %j", (state, expected) => {
    expect(themeRootAttributes(state)).toEqual(expected);
  });
});
