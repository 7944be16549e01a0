import { describe, expect, it } from "vitest";
import { locales } from "@/lib/i18n/locales";
import { localeSwitchScript, SWAP_LOCALE_SOURCE } from "./locale-switch";

// The script's own swap function, with the locale list it closes over.
const swap = new Function("L", `return ${SWAP_LOCALE_SOURCE}`)(locales) as (pathname: string, target: string) => string;

describe("the language menu's path swap", () => {
  it.each([
    ["/uk/terms/refund", "es", "/es/terms/refund"],
    ["/en", "es-419", "/es-419"],
    ["/es-419/course/lesson/en-a1-u01-l01", "hi", "/hi/course/lesson/en-a1-u01-l01"],
    ["/ES-419/my-plan", "de", "/de/my-plan"],
    ["/", "pl", "/pl"],
    ["/terms/refund", "fr", "/fr/terms/refund"],
    ["/english-lessons", "el", "/el/english-lessons"],
  ])("%s → %s", (pathname, target, expected) => {
    expect(swap(pathname, target)).toBe(expected);
  });
});

describe("localeSwitchScript", () => {
  it("is one statement that parses, carries the locales and the cookie", () => {
    const source = localeSwitchScript();
    expect(() => new Function(source)).not.toThrow();
    expect(source).toContain(JSON.stringify(locales));
    expect(source).toContain("NEXT_LOCALE=");
    expect(source).not.toContain("</script");
  });
});
