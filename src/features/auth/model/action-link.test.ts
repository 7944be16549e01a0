import { describe, expect, it } from "vitest";
import { actionModes, buildActionLink, parseActionLink } from "./action-link";

const KEY = "lingora-web";
const CODE = "abcdefghijklmnopqrstuvwxyz012345";
const params = (entries: Record<string, string>) => new URLSearchParams(entries);

describe("parseActionLink", () => {
  it.each(actionModes)("accepts mode %s with a code and the web key", (mode) => {
    expect(parseActionLink(params({ mode, oobCode: CODE, apiKey: KEY }), KEY)).toMatchObject({ ok: true, mode, oobCode: CODE });
  });

  it.each<[Record<string, string>, string]>([
    [{ oobCode: CODE, apiKey: KEY }, "no mode"],
    [{ mode: "signIn", apiKey: KEY }, "no code"],
    [{ mode: "signIn", oobCode: CODE }, "no api key"],
    [{ mode: "deleteEverything", oobCode: CODE, apiKey: KEY }, "unknown mode"],
    [{ mode: "signIn", oobCode: "short", apiKey: KEY }, "malformed code"],
    [{}, "nothing"],
  ])("%j (%s) → argument-error", (entries) => {
    expect(parseActionLink(params(entries), KEY)).toEqual({ ok: false, error: "argument-error" });
  });

  it("a wrong key → invalid-api-key", () => {
    expect(parseActionLink(params({ mode: "signIn", oobCode: CODE, apiKey: "someone-else" }), KEY)).toEqual({
      ok: false,
      error: "invalid-api-key",
    });
  });

  it("keeps only same-site continue URLs", () => {
    const base = { mode: "verifyEmail", oobCode: CODE, apiKey: KEY };
    expect(parseActionLink(params({ ...base, continueUrl: "/uk/course" }), KEY)).toMatchObject({ continueUrl: "/uk/course" });
    expect(parseActionLink(params({ ...base, continueUrl: "https://evil.example" }), KEY)).toMatchObject({ continueUrl: null });
    expect(parseActionLink(params({ ...base, continueUrl: "//evil.example" }), KEY)).toMatchObject({ continueUrl: null });
    expect(parseActionLink(params({ ...base, continueUrl: "/\t/evil.example/phish" }), KEY)).toMatchObject({ continueUrl: null });
    expect(parseActionLink(params({ ...base, continueUrl: "/\\evil.example" }), KEY)).toMatchObject({ continueUrl: null });
  });

  it("round-trips with buildActionLink", () => {
    const link = new URL(
      buildActionLink({ origin: "https://lingora.example", locale: "uk", mode: "resetPassword", oobCode: CODE, apiKey: KEY }),
    );
    expect(link.pathname).toBe("/uk/auth/action");
    expect(parseActionLink(link.searchParams, KEY)).toMatchObject({ ok: true, mode: "resetPassword", lang: "uk" });
  });
});
