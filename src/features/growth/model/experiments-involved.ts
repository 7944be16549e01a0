/** The keeper key (and local storage key for visitors) listing the experiments a user was exposed to. */
export const FF_EXPERIMENTS_INVOLVED_KEY = "ff_experiments_involved";

const EXPERIMENT_KEY = /^[A-Za-z0-9_.:-]{1,100}$/;

/** "a,b" + "c" → "a,b,c": each key once, in exposure order; malformed keys are dropped. */
export function addExperimentInvolved(current: string | null | undefined, experimentKey: string): string {
  const keys = parseExperimentsInvolved(current);
  if (EXPERIMENT_KEY.test(experimentKey) && !keys.includes(experimentKey)) keys.push(experimentKey);
  return keys.join(",");
}

export function parseExperimentsInvolved(value: string | null | undefined): string[] {
  if (!value) return [];
  const keys: string[] = [];
  for (const part of value.split(",")) {
    const key = part.trim();
    if (EXPERIMENT_KEY.test(key) && !keys.includes(key)) keys.push(key);
  }
  return keys;
}
