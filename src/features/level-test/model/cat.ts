import { Cat } from "@bdelab/jscat";
import { LEVELS, seededRandom, type Level } from "@/features/courses";
import { levelOfTheta } from "./difficulty";
import { SKILLS, type BankItem, type Skill } from "./item-bank";

/**
 * The adaptive test (decision record 0032), with @bdelab/jscat: ability by EAP over a normal prior,
 * the next item by maximum Fisher information within the skill served least so far, and the
 * stopping rule. Pure and deterministic: the server recomputes every step from the stored
 * responses, so the item it served for a step is known without storing it.
 */

/** Stop when the standard error of the ability estimate is at most this (≈ ±1 level at 95%)… */
export const SE_TARGET = 0.55;
/** …or after this many items, */
export const MAX_ITEMS = 20;
/** …but never before this many (every skill is asked twice first). */
export const MIN_ITEMS = 8;
/** A skill with fewer answered items than this gets no level of its own. */
export const MIN_SKILL_ITEMS = 3;
/** The next item is drawn among the this-many most informative ones (so retakes and learners do not all see the same items). */
export const RANDOMESQUE = 3;

const THETA_RANGE = { minTheta: -4, maxTheta: 4 } as const;
/** The prior: centred on B1, wide enough that A1 and C1 learners get there within the test. */
const PRIOR = { priorDist: "norm", priorPar: [0, 1.25] } as const;

export interface Answered {
  itemId: string;
  correct: boolean;
}

export interface Estimate {
  theta: number;
  /** Standard error from the test information (Infinity before the first response). */
  se: number;
}

function newCat(theta = 0): Cat {
  return new Cat({ method: "EAP", itemSelect: "MFI", theta, ...THETA_RANGE, ...PRIOR, priorPar: [...PRIOR.priorPar] });
}

const zetaOf = (item: BankItem) => ({ a: item.a, b: item.b, c: 0, d: 1 });

/** The ability estimate after `answered` (items unknown to the bank are ignored). */
export function estimateAbility(bank: ReadonlyMap<string, BankItem>, answered: readonly Answered[]): Estimate {
  const known = answered.flatMap((response) => {
    const item = bank.get(response.itemId);
    return item ? [{ item, correct: response.correct }] : [];
  });
  if (known.length === 0) return { theta: 0, se: Number.POSITIVE_INFINITY };
  const cat = newCat();
  cat.updateAbilityEstimate(
    known.map(({ item }) => zetaOf(item)),
    known.map(({ correct }) => (correct ? 1 : 0)),
  );
  return { theta: cat.theta, se: cat.seMeasurement };
}

/** Whether the test ends after `answered` items with this estimate. */
export function shouldStop(itemsAnswered: number, estimate: Estimate, itemsLeft: number): boolean {
  if (itemsLeft === 0 || itemsAnswered >= MAX_ITEMS) return true;
  return itemsAnswered >= MIN_ITEMS && estimate.se <= SE_TARGET;
}

export interface SelectionInput {
  bank: readonly BankItem[];
  answered: readonly Answered[];
  /** Seeds the draw among the most informative items (the session id). */
  seed: string;
  /** Skills that may be served (listening only when the server can speak). */
  skills: readonly Skill[];
  /** The ability estimate after `answered` ({@link estimateAbility}; passed in, it is computed once per step). */
  theta: number;
}

/** The skill to ask next: the one answered least so far, in SKILLS order on ties. */
function nextSkill(input: SelectionInput, left: readonly BankItem[], byId: ReadonlyMap<string, BankItem>): Skill | undefined {
  const counts = new Map<Skill, number>(input.skills.map((skill) => [skill, 0]));
  for (const response of input.answered) {
    const skill = byId.get(response.itemId)?.skill;
    if (skill && counts.has(skill)) counts.set(skill, counts.get(skill)! + 1);
  }
  const candidates = SKILLS.filter((skill) => counts.has(skill) && left.some((item) => item.skill === skill));
  return candidates.reduce<Skill | undefined>(
    (best, skill) => (best === undefined || counts.get(skill)! < counts.get(best)! ? skill : best),
    undefined,
  );
}

/** The item to serve after `answered` (undefined when none is left). */
export function selectNextItem(input: SelectionInput): BankItem | undefined {
  const byId = new Map(input.bank.map((item) => [item.id, item]));
  const done = new Set(input.answered.map((response) => response.itemId));
  const left = input.bank.filter((item) => !done.has(item.id) && input.skills.includes(item.skill));
  const skill = nextSkill(input, left, byId);
  if (!skill) return undefined;
  const cat = newCat(input.theta);
  // jscat's MFI picks the most informative; asked again without it, the next one, and so on.
  let pool = left.filter((item) => item.skill === skill).map((item) => ({ ...zetaOf(item), id: item.id }));
  const best: string[] = [];
  while (best.length < RANDOMESQUE && pool.length > 0) {
    const { nextStimulus } = cat.findNextItem(pool, "MFI", false);
    if (!nextStimulus) break;
    best.push(nextStimulus.id as string);
    pool = pool.filter((stimulus) => stimulus.id !== nextStimulus.id);
  }
  const random = seededRandom(`${input.seed}:${input.answered.length}`);
  return byId.get(best[Math.floor(random() * best.length)]!);
}

export interface SkillResult {
  /** Null when the skill had fewer than {@link MIN_SKILL_ITEMS} items. */
  level: Level | null;
  theta: number | null;
  se: number | null;
  items: number;
}

export interface TestScore {
  level: Level;
  theta: number;
  se: number;
  /** The levels of theta − 1.96·SE and theta + 1.96·SE. */
  margin: [Level, Level];
  skills: Record<Skill, SkillResult>;
  itemsUsed: number;
}

/** The result, from the responses alone: overall with its 95% margin, and per skill. */
export function scoreTest(bank: ReadonlyMap<string, BankItem>, answered: readonly Answered[]): TestScore {
  const overall = estimateAbility(bank, answered);
  const half = Number.isFinite(overall.se) ? 1.96 * overall.se : 10;
  const skills = Object.fromEntries(
    SKILLS.map((skill) => {
      const own = answered.filter((response) => bank.get(response.itemId)?.skill === skill);
      if (own.length < MIN_SKILL_ITEMS) return [skill, { level: null, theta: null, se: null, items: own.length }];
      const estimate = estimateAbility(bank, own);
      return [skill, { level: levelOfTheta(estimate.theta), theta: round(estimate.theta), se: round(estimate.se), items: own.length }];
    }),
  ) as Record<Skill, SkillResult>;
  return {
    level: levelOfTheta(overall.theta),
    theta: round(overall.theta),
    se: round(Number.isFinite(overall.se) ? overall.se : 99),
    margin: [levelOfTheta(overall.theta - half), levelOfTheta(overall.theta + half)],
    skills,
    itemsUsed: answered.length,
  };
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Levels from `low` to `high` (the margin as a list). */
export function levelsBetween(low: Level, high: Level): Level[] {
  return LEVELS.slice(LEVELS.indexOf(low), LEVELS.indexOf(high) + 1);
}
