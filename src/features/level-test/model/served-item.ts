import { seededRandom } from "@/features/courses";
import type { BankItem, Skill } from "./item-bank";

/**
 * What the browser gets of an item: its text and its options in an order drawn for the session,
 * named by their position ("1"…"4"). The right option is first in the bank; which position it
 * takes is known only on the server (it draws the same order again to check an answer).
 */
export interface ServedItem {
  /** 1-based: the number of this item in the session (the response carries it back). */
  seq: number;
  itemId: string;
  skill: Skill;
  prompt: string;
  passage: string | null;
  /** Listening items: where the sentence is played, normal and slow; null when the item has none. */
  audio: { url: string; slowUrl: string } | null;
  options: { id: string; text: string }[];
}

/** The bank's option indexes in the order shown to this session. */
export function optionOrder(item: BankItem, sessionId: string): number[] {
  const random = seededRandom(`${sessionId}:${item.id}`);
  const order = item.options.map((_, index) => index);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

export function serveItem(item: BankItem, sessionId: string, seq: number, audio: ServedItem["audio"]): ServedItem {
  return {
    seq,
    itemId: item.id,
    skill: item.skill,
    prompt: item.prompt,
    passage: item.passage ?? null,
    audio: item.skill === "listening" ? audio : null,
    options: optionOrder(item, sessionId).map((index, position) => ({ id: String(position + 1), text: item.options[index]! })),
  };
}

/** The option ids an item is served with. */
export function optionIds(item: BankItem): string[] {
  return item.options.map((_, position) => String(position + 1));
}

/** Whether `answer` (a served option id) is the right option. */
export function isRightAnswer(item: BankItem, sessionId: string, answer: string): boolean {
  const position = Number(answer) - 1;
  return optionOrder(item, sessionId)[position] === 0;
}
