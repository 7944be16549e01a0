import { describe, expect, it } from "vitest";
import type { BankItem } from "./item-bank";
import { fill, labelsOf } from "./labels";
import { isRightAnswer, optionIds, optionOrder, serveItem } from "./served-item";

const item: BankItem = {
  id: "b1-g01",
  skill: "grammar",
  level: "B1",
  prompt: "If I ___ more time, I would learn to play the piano.",
  options: ["had", "have", "would have", "will have"],
  words: ["piano"],
  a: 1,
  b: 0,
};

describe("serving an item", () => {
  it("shows the options in an order drawn per session, named by position, without the key", () => {
    const served = serveItem(item, "session-1", 3, null);
    expect(served).toEqual({
      seq: 3,
      itemId: "b1-g01",
      skill: "grammar",
      prompt: item.prompt,
      passage: null,
      audio: null,
      options: optionOrder(item, "session-1").map((index, position) => ({ id: String(position + 1), text: item.options[index] })),
    });
    expect(served.options.map((option) => option.text).sort()).toEqual([...item.options].sort());
    expect(optionIds(item)).toEqual(["1", "2", "3", "4"]);
    // Sessions see the right option in different places.
    const places = new Set(Array.from({ length: 20 }, (_, n) => optionOrder(item, `s-${n}`).indexOf(0)));
    expect(places.size).toBeGreaterThan(1);
  });

  it("knows the right answer only by drawing the same order again", () => {
    const right = String(optionOrder(item, "session-2").indexOf(0) + 1);
    expect(isRightAnswer(item, "session-2", right)).toBe(true);
    for (const id of optionIds(item).filter((id) => id !== right)) expect(isRightAnswer(item, "session-2", id)).toBe(false);
    expect(isRightAnswer(item, "session-2", "9")).toBe(false);
  });
});

describe("the runner's texts", () => {
  it("fills {name} placeholders and keeps unknown ones", () => {
    expect(fill("Question {n} of {max}", { n: 3 })).toBe("Question 3 of {max}");
  });

  it("takes the levelTest namespace, falling back to the key for a missing text", () => {
    const labels = labelsOf({ title: "Test", item: "Q {n}" });
    expect(labels.title).toBe("Test");
    expect(labels.next).toBe("next");
  });
});
