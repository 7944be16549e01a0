import { describe, expect, it } from "vitest";
import { forgetVisitorName, readVisitorName, rememberVisitorName, VISITOR_NAME_KEY } from "./visitor-name";

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    storage: () => ({
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    }),
  };
}

describe("the visitor's name", () => {
  it("is kept trimmed, replaced by a new answer, removed by an empty one and forgotten", () => {
    const { values, storage } = memoryStorage();
    expect(readVisitorName(storage)).toBe("");
    rememberVisitorName("  Zoë ", storage);
    expect(values.get(VISITOR_NAME_KEY)).toBe("Zoë");
    expect(readVisitorName(storage)).toBe("Zoë");
    rememberVisitorName("Ola", storage);
    expect(readVisitorName(storage)).toBe("Ola");
    rememberVisitorName("   ", storage);
    expect(readVisitorName(storage)).toBe("");
    rememberVisitorName("Ola", storage);
    forgetVisitorName(storage);
    expect(values.size).toBe(0);
  });

  it("keeps at most 100 characters, and a blocked storage is no error", () => {
    const { storage } = memoryStorage();
    rememberVisitorName("x".repeat(150), storage);
    expect(readVisitorName(storage)).toHaveLength(100);
    const blocked = () => {
      throw new Error("SecurityError");
    };
    const failing = () => ({ getItem: blocked, setItem: blocked, removeItem: blocked });
    expect(() => rememberVisitorName("Zoë", failing)).not.toThrow();
    expect(readVisitorName(failing)).toBe("");
    expect(() => forgetVisitorName(failing)).not.toThrow();
  });
});
