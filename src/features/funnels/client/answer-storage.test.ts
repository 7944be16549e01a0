import { afterEach, describe, expect, it, vi } from "vitest";
import type { FunnelAnswers } from "../model/answers";
import { answersKey, createAnswerStore } from "./answer-storage";

const answers: FunnelAnswers = {
  goal: {
    questionText: "Why?",
    category: "motivation",
    questionId: "goal",
    selectedAnswers: ["Travel"],
    selectedAnswerIds: ["travel"],
    questionKey: "goal",
    tag: null,
    retenoUserProperty: null,
  },
};

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

afterEach(() => vi.restoreAllMocks());

describe("the answer store", () => {
  it("keeps the answers under lingora.funnel.<slug>", () => {
    const storage = memoryStorage();
    const store = createAnswerStore("english-improve", () => storage);
    expect(store.read()).toBeNull();
    store.write(answers);
    expect(storage.items.get(answersKey("english-improve"))).toBe(JSON.stringify(answers));
    expect(createAnswerStore("english-improve", () => storage).read()).toEqual(answers);
    store.clear();
    expect(storage.items.size).toBe(0);
  });

  it("reads unreadable JSON as no answers", () => {
    const storage = memoryStorage();
    storage.items.set("lingora.funnel.x", "{oops");
    expect(createAnswerStore("x", () => storage).read()).toBeNull();
  });

  it("falls back to memory when storage fails, and logs it once", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const broken = () => {
      throw new DOMException("blocked", "SecurityError");
    };
    const store = createAnswerStore("x", () => ({ getItem: broken, setItem: broken, removeItem: broken }));
    expect(store.read()).toBeNull();
    store.write(answers);
    store.write(answers);
    expect(store.read()).toEqual(answers);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("keeps working in memory when a write fails (quota)", () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    const store = createAnswerStore("x", () => storage);
    store.write(answers);
    expect(store.read()).toEqual(answers);
  });
});
