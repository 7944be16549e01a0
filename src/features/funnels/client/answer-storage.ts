import type { FunnelAnswers } from "../model/answers";

/** The localStorage key of a funnel's answers (decision record 0031). */
export const answersKey = (slug: string) => `lingora.funnel.${slug}`;

export interface AnswerStore {
  /** The stored value as parsed JSON (the caller checks it against the definition); null when none. */
  read(): unknown;
  write(answers: FunnelAnswers): void;
  clear(): void;
}

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * A funnel's answers in localStorage. When storage fails (private mode, quota, blocked), the
 * answers live in memory for this page and the failure is logged once: the funnel goes on.
 */
export function createAnswerStore(slug: string, getStorage: () => StorageLike = () => window.localStorage): AnswerStore {
  const key = answersKey(slug);
  let memory: FunnelAnswers | null = null;
  let hasFailed = false;
  const fail = (error: unknown) => {
    if (!hasFailed) console.warn(`funnel answers: localStorage is unavailable, keeping "${key}" in memory`, error);
    hasFailed = true;
  };
  return {
    read() {
      if (!hasFailed) {
        try {
          const raw = getStorage().getItem(key);
          return raw === null ? null : (JSON.parse(raw) as unknown);
        } catch (error) {
          // Unreadable JSON is dropped; an unusable storage switches to memory.
          if (error instanceof SyntaxError) return null;
          fail(error);
        }
      }
      return memory;
    },
    write(answers) {
      memory = answers;
      if (hasFailed) return;
      try {
        getStorage().setItem(key, JSON.stringify(answers));
      } catch (error) {
        fail(error);
      }
    },
    clear() {
      memory = null;
      if (hasFailed) return;
      try {
        getStorage().removeItem(key);
      } catch (error) {
        fail(error);
      }
    },
  };
}
