import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LOCALE_SWITCH_KEY, markLocaleSwitch, takeLocaleSwitch } from "./locale-switch-mark";

/** A tab's sessionStorage. */
function fakeStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe("the mark of a sign-in's language switch", () => {
  let storage: Storage;
  beforeEach(() => {
    storage = fakeStorage();
    vi.stubGlobal("window", { sessionStorage: storage });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("is read once, on the page in the language switched to", () => {
    markLocaleSwitch({ from: "tr", to: "en" });
    // The navigation has not landed yet: kept for the English page.
    expect(takeLocaleSwitch("tr")).toBeNull();
    expect(takeLocaleSwitch("en")).toEqual({ from: "tr", to: "en" });
    expect(takeLocaleSwitch("en")).toBeNull();
  });

  it("ignores and forgets anything else in its place", () => {
    for (const raw of ["not json", "null", '{"from":"xx","to":"en"}', '{"from":"en","to":"en"}', '{"to":"en"}']) {
      storage.setItem(LOCALE_SWITCH_KEY, raw);
      expect(takeLocaleSwitch("en"), raw).toBeNull();
      expect(storage.getItem(LOCALE_SWITCH_KEY), raw).toBeNull();
    }
  });

  it("says nothing where storage is blocked", () => {
    vi.stubGlobal("window", {
      get sessionStorage(): Storage {
        throw new Error("blocked");
      },
    });
    expect(() => markLocaleSwitch({ from: "tr", to: "en" })).not.toThrow();
    expect(takeLocaleSwitch("en")).toBeNull();
  });
});
