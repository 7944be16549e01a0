import { describe, expect, it } from "vitest";
import { isSecondStepRequest, needsSecondStep, secondStepPath } from "./second-step";

describe("the second step away from the sign-in form", () => {
  it("continues on the sign-in page with the target kept", () => {
    const path = secondStepPath("uk", "/uk/contact-us");
    expect(path).toBe("/uk/sign-in?step=second-factor&next=%2Fuk%2Fcontact-us");
    expect(isSecondStepRequest(path.slice(path.indexOf("?")))).toBe(true);
    expect(secondStepPath("en")).toBe("/en/sign-in?step=second-factor");
  });

  it("recognises the challenge answer only", () => {
    expect(needsSecondStep({ twoFactorRedirect: true, twoFactorMethods: ["otp"] })).toBe(true);
    expect(needsSecondStep({ ok: true })).toBe(false);
    expect(needsSecondStep(null)).toBe(false);
    expect(isSecondStepRequest("?step=sign-in")).toBe(false);
  });
});
