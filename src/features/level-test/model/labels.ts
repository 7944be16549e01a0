/**
 * The runner's and the page's texts (messages/*.json, namespace levelTest), handed over as plain
 * strings so no message formatter ships to the browser; `{name}` placeholders are filled by {@link fill}.
 */
export const LABEL_KEYS = [
  "title",
  "intro",
  "howTitle",
  "how1",
  "how2",
  "how3",
  "start",
  "loading",
  "item",
  "instruction_grammar",
  "instruction_vocabulary",
  "instruction_reading",
  "instruction_listening",
  "options",
  "play",
  "playSlow",
  "audioUnavailable",
  "next",
  "keysHint",
  "failed",
  "tryAgain",
  "resultTitle",
  "margin",
  "marginOne",
  "skillsTitle",
  "skill_grammar",
  "skill_vocabulary",
  "skill_reading",
  "skill_listening",
  "tooFew",
  "startLearning",
  "retake",
] as const;
export type LevelTestLabels = Record<(typeof LABEL_KEYS)[number], string>;

/** `template` with each `{name}` replaced by values[name]. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The levelTest namespace of a catalogue as labels (missing keys fall back to the key itself). */
export function labelsOf(namespace: Record<string, unknown> | undefined): LevelTestLabels {
  return Object.fromEntries(LABEL_KEYS.map((key) => [key, typeof namespace?.[key] === "string" ? namespace[key] : key])) as LevelTestLabels;
}

/** The result's margin in words: "between A2 and B1", or one level when both ends are the same. */
export function marginText(
  labels: Pick<LevelTestLabels, "margin" | "marginOne">,
  margin: readonly [string, string],
  items: number,
): string {
  const [low, high] = margin;
  return fill(low === high ? labels.marginOne : labels.margin, { low, high, items });
}
