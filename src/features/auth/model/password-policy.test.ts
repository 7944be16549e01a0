import { describe, expect, it } from "vitest";
import { checkPassword, COMMON_PASSWORD_COUNT } from "./password-policy";

describe("password policy (ASVS V6)", () => {
  it("ships the 3,000 most common passwords", () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThan(2900);
  });
  it.each([
    ["short", "weak-password"],
    ["1234567", "weak-password"],
    ["password", "weak-password"],
    ["Password", "weak-password"],
    ["12345678", "weak-password"],
    ["x".repeat(129), "password-too-long"],
    ["correct horse battery staple", null],
    ["naïveté!", null],
    ["x".repeat(128), null],
    ["пароль для Lingora", null],
  ])("%j → %s", (password, expected) => {
    expect(checkPassword(password)).toBe(expected);
  });
  it("has no composition rules: lowercase letters alone are fine", () => {
    expect(checkPassword("sunflowerfields")).toBeNull();
  });
});
