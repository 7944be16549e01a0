import "server-only";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { CefrjLevels } from "../model/difficulty";
import { CEFRJ_LEVELS_FILE, LEVEL_TEST_DIR, parseItemBank, type BankFile, type BankItem, type ItemBankResult } from "../model/item-bank";

/**
 * Reads and validates the item bank under `root` (default content/level-test). Never throws on bad
 * content: the errors name each file and field (a file that is not JSON is named too).
 */
export function readItemBank(root = path.join(process.cwd(), LEVEL_TEST_DIR)): ItemBankResult {
  const errors: string[] = [];
  let cefrj: CefrjLevels = { words: {}, grammar: {} };
  try {
    const data = JSON.parse(readFileSync(path.join(root, CEFRJ_LEVELS_FILE), "utf8")) as Partial<CefrjLevels>;
    cefrj = { words: data.words ?? {}, grammar: data.grammar ?? {} };
  } catch (error) {
    errors.push(`${LEVEL_TEST_DIR}/${CEFRJ_LEVELS_FILE}: (file): ${(error as Error).message}`);
  }
  const files: BankFile[] = [];
  for (const name of readdirSync(root)
    .filter((entry) => entry.endsWith(".json") && entry !== CEFRJ_LEVELS_FILE)
    .sort()) {
    try {
      files.push({ relativePath: name, data: JSON.parse(readFileSync(path.join(root, name), "utf8")) });
    } catch (error) {
      errors.push(`${LEVEL_TEST_DIR}/${name}: (file): ${(error as Error).message}`);
    }
  }
  const result = parseItemBank(files, cefrj);
  if (errors.length === 0) return result;
  return { ok: false, errors: [...errors, ...(result.ok ? [] : result.errors)] };
}

let cached: { items: BankItem[]; byId: Map<string, BankItem> } | undefined;

/** The bank, validated once per process; a broken bank stops whoever loads it with every error. */
export function loadItemBank(): { items: BankItem[]; byId: Map<string, BankItem> } {
  if (cached) return cached;
  const result = readItemBank();
  if (!result.ok) throw new Error(`The level test's item bank is invalid:\n${result.errors.join("\n")}`);
  cached = { items: result.items, byId: new Map(result.items.map((item) => [item.id, item])) };
  return cached;
}
