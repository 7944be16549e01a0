import { z } from "zod";
import { LEVELS, type Level } from "@/features/courses";
import { seedDifficulty, type CefrjLevels } from "./difficulty";
import { SKILLS, type Skill } from "./skills";

/**
 * The level test's item bank (issue 14, item 3; decision record 0032): `content/level-test/<level>.json`,
 * one file per CEFR level, each `{ level, items: [...] }`. The item text is English; the interface
 * gives the instruction of its skill in the learner's language. The first option is the right one:
 * the server shows the options in an order drawn per session, so the browser never learns which.
 */
export { SKILLS, type Skill } from "./skills";

export const LEVEL_TEST_DIR = "content/level-test";
/** The CEFR-J levels of the words and grammar points the items name (scripts/level-test-cefrj.ts writes it). */
export const CEFRJ_LEVELS_FILE = "cefrj-levels.json";

const SKILL_LETTER: Record<Skill, string> = { grammar: "g", vocabulary: "v", reading: "r", listening: "l" };

const itemSchema = z
  .strictObject({
    /** `<level>-<skill letter><nn>`, e.g. b1-g03. */
    id: z.string().regex(/^(a1|a2|b1|b2|c1)-[gvrl]\d{2}$/, "must be <level>-<g|v|r|l><nn>, e.g. b1-g03"),
    skill: z.enum(SKILLS),
    /** The level the author wrote the item for. */
    level: z.enum(LEVELS),
    /** The question; `___` marks a gap. */
    prompt: z.string().trim().min(3).max(300),
    /** Reading items: the short text the question is about. */
    passage: z.string().trim().min(60).max(900).optional(),
    /** Listening items: the sentence spoken (espeak-ng, the courses' audio). */
    audio: z.string().trim().min(5).max(200).optional(),
    /** Three or four options, the right one first. */
    options: z.array(z.string().trim().min(1).max(140)).min(3).max(4),
    /** The key words (CEFR-J headwords, lower case): the hardest of them seeds the difficulty. */
    words: z.array(z.string().trim().min(1).max(40)).min(1).max(8),
    /** The CEFR-J grammar point (its shorthand code), when the item tests or leans on one. */
    grammar: z.string().trim().min(2).max(60).optional(),
  })
  .superRefine((item, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
    if (item.id.slice(0, 2) !== item.level.toLowerCase()) issue("id", `must start with "${item.level.toLowerCase()}-"`);
    if (item.id[3] !== SKILL_LETTER[item.skill]) issue("id", `a ${item.skill} item's id has "${SKILL_LETTER[item.skill]}" after the level`);
    if (item.skill === "reading" && !item.passage) issue("passage", "a reading item needs its text");
    if (item.skill !== "reading" && item.passage) issue("passage", "only reading items have a text");
    if (item.skill === "listening" && !item.audio) issue("audio", "a listening item needs the sentence it plays");
    if (item.skill !== "listening" && item.audio) issue("audio", "only listening items play a sentence");
    if ((item.skill === "grammar" || item.skill === "vocabulary") && !item.prompt.includes("___"))
      issue("prompt", "a grammar or vocabulary item has a gap (___)");
    const seen = new Set(item.options.map((option) => option.toLowerCase()));
    if (seen.size !== item.options.length) issue("options", "options must differ");
  });

const fileSchema = z.strictObject({ level: z.enum(LEVELS), items: z.array(z.unknown()).min(1) });

export type AuthoredItem = z.infer<typeof itemSchema>;

/** An item as the test uses it: authored, with its IRT parameters (2PL: discrimination a, difficulty b). */
export interface BankItem extends AuthoredItem {
  a: number;
  b: number;
}

export interface BankFile {
  /** Relative to content/level-test. */
  relativePath: string;
  data: unknown;
}

export type ItemBankResult = { ok: true; items: BankItem[] } | { ok: false; errors: string[] };

function fieldPath(path: readonly PropertyKey[]): string {
  return (
    path.map((part, index) => (typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`)).join("") || "(file)"
  );
}

/** Validates every level file and the bank-wide rules; each error names the file and the field. */
export function parseItemBank(files: readonly BankFile[], cefrj: CefrjLevels): ItemBankResult {
  const errors: string[] = [];
  const items: BankItem[] = [];
  const firstSeen = new Map<string, string>();
  for (const file of files) {
    const where = `${LEVEL_TEST_DIR}/${file.relativePath}`;
    const parsed = fileSchema.safeParse(file.data);
    if (!parsed.success) {
      for (const problem of parsed.error.issues) errors.push(`${where}: ${fieldPath(problem.path)}: ${problem.message}`);
      continue;
    }
    const expected = `${parsed.data.level.toLowerCase()}.json`;
    if (file.relativePath !== expected) errors.push(`${where}: (path): a ${parsed.data.level} file is named ${expected}`);
    parsed.data.items.forEach((data, index) => {
      const field = `items[${index}]`;
      const checked = itemSchema.safeParse(data);
      if (!checked.success) {
        for (const problem of checked.error.issues) errors.push(`${where}: ${field}.${fieldPath(problem.path)}: ${problem.message}`);
        return;
      }
      const item = checked.data;
      if (item.level !== parsed.data.level) errors.push(`${where}: ${field}.level: "${item.level}" in the ${parsed.data.level} file`);
      const first = firstSeen.get(item.id);
      if (first) errors.push(`${where}: ${field}.id: duplicate "${item.id}" (first in ${first})`);
      else firstSeen.set(item.id, where);
      const seeded = seedDifficulty(item, cefrj);
      for (const word of seeded.unknownWords) errors.push(`${where}: ${field}.words: "${word}" is not in ${CEFRJ_LEVELS_FILE}`);
      if (seeded.unknownGrammar) errors.push(`${where}: ${field}.grammar: "${item.grammar}" is not in ${CEFRJ_LEVELS_FILE}`);
      items.push({ ...item, a: 1, b: seeded.b });
    });
  }
  if (errors.length === 0) {
    for (const level of LEVELS) if (!items.some((item) => item.level === level)) errors.push(`${LEVEL_TEST_DIR}: no ${level} items`);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, items };
}

/** How many items the bank has per level and skill (the README and the validation test print it). */
export function bankCoverage(items: readonly BankItem[]): Record<Level, Record<Skill, number>> {
  const counts = Object.fromEntries(LEVELS.map((level) => [level, Object.fromEntries(SKILLS.map((skill) => [skill, 0]))])) as Record<
    Level,
    Record<Skill, number>
  >;
  for (const item of items) counts[item.level][item.skill]++;
  return counts;
}
