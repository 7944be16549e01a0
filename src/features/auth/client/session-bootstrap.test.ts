import { describe, expect, it } from "vitest";
import { isSignInRoute } from "./session-bootstrap";

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
