import { locales } from "@/lib/i18n/locales";
import { PLAN_GOALS } from "./answers";
import { definitionSchema, type AuthoredDefinition, type Screen } from "./definition-schema";
import { choiceIds } from "./choice-ids";
import { endOf } from "./funnel-end";
import { isQuestionType } from "./screen-types";

export const FUNNELS_DIR = "content/funnels";

export type ParsedDefinition = { ok: true; definition: AuthoredDefinition } | { ok: false; errors: string[] };

/** The answer ids the personal plan understands, per question key (model/answers.ts). */
const PLAN_ANSWER_IDS: Record<string, readonly string[]> = {
  goal: PLAN_GOALS,
  level: ["A1", "A2", "B1", "B2", "C1"],
  minutes_per_day: ["5", "10", "15", "20"],
  days_per_week: ["1", "2", "3", "4", "5", "6", "7"],
  target_language: ["en", "es"],
  learning_target: ["self study", "tutors"],
};

const TEXT_FIELDS = [
  "title",
  "subtitle",
  "body",
  "cta",
  "label",
  "placeholder",
  "fromLabel",
  "toLabel",
  "valueText",
  "other",
  "alt",
  "stat",
  "fallbackTitle",
  "none",
] as const;

/** Every text key a screen uses, with the field that names it. */
export function screenTextKeys(screen: Screen): { field: string; key: string }[] {
  const keys: { field: string; key: string }[] = [];
  const record = screen as unknown as Record<string, unknown>;
  for (const field of TEXT_FIELDS) if (typeof record[field] === "string") keys.push({ field, key: record[field] });
  if (Array.isArray(record.bullets)) (record.bullets as string[]).forEach((key, index) => keys.push({ field: `bullets[${index}]`, key }));
  if ("options" in screen)
    screen.options.forEach((option, index) => {
      keys.push({ field: `options[${index}].text`, key: option.text });
      if (option.description) keys.push({ field: `options[${index}].description`, key: option.description });
    });
  return keys;
}

function rangeValues(screen: Extract<Screen, { type: "range" }>): string[] {
  const values: string[] = [];
  for (let value = screen.min; value <= screen.max; value += screen.step) values.push(String(value));
  return values;
}

function checkScreens(file: string, definition: AuthoredDefinition): string[] {
  const errors: string[] = [];
  const { screens } = definition;
  const order = new Map(screens.map((screen, index) => [screen.id, index]));
  if (order.size !== screens.length) {
    const seen = new Set<string>();
    screens.forEach((screen, index) => {
      if (seen.has(screen.id)) errors.push(`${file}: screens[${index}].id: "${screen.id}" is used twice`);
      seen.add(screen.id);
    });
  }
  const last = screens.at(-1);
  const lastAt = `${file}: screens[${screens.length - 1}].type`;
  // A funnel ends with its plan, with a screen that has an "end" (decision record 0037), or, with a
  // finish page (decision record 0036), with a screen without a question (its button finishes).
  if (!definition.finish && last?.type !== "plan" && !endOf(last))
    errors.push(`${lastAt}: a funnel ends with its "plan" screen or a screen with an "end"`);
  if (definition.finish && last && last.type !== "plan" && isQuestionType(last.type))
    errors.push(`${lastAt}: a funnel with a finish page ends with its "plan" screen or a screen without a question`);
  screens.slice(0, -1).forEach((screen, index) => {
    if (screen.type === "plan") errors.push(`${file}: screens[${index}].type: the "plan" screen comes last`);
  });

  screens.forEach((screen, index) => {
    const at = `${file}: screens[${index}]`;
    const target = (field: string, to: string) => {
      const toIndex = order.get(to);
      if (toIndex === undefined) errors.push(`${at}.${field}: no screen "${to}"`);
      else if (toIndex <= index) errors.push(`${at}.${field}: "${to}" comes before this screen (branches go forward only)`);
    };
    const ids = choiceIds(screen);
    for (const [answerId, to] of Object.entries(screen.next?.byAnswer ?? {})) {
      if (!ids?.includes(answerId)) errors.push(`${at}.next.byAnswer.${answerId}: not an answer of this screen`);
      target(`next.byAnswer.${answerId}`, to);
    }
    const tags = new Set("options" in screen ? screen.options.map((option) => option.tag) : []);
    for (const [tag, to] of Object.entries(screen.next?.byTag ?? {})) {
      if (!tags.has(tag)) errors.push(`${at}.next.byTag.${tag}: no answer of this screen has this tag`);
      target(`next.byTag.${tag}`, to);
    }
    if (screen.next?.default) target("next.default", screen.next.default);

    if (ids && new Set(ids).size !== ids.length) errors.push(`${at}: answer ids must be unique`);
    if (screen.type === "target-language" && screen.questionKey !== "target_language")
      errors.push(`${at}.questionKey: a target-language screen answers "target_language"`);
    if (screen.type === "native-language" && screen.questionKey !== "native_language")
      errors.push(`${at}.questionKey: a native-language screen answers "native_language"`);
    if (screen.type === "range" && (screen.min >= screen.max || screen.initial < screen.min || screen.initial > screen.max))
      errors.push(`${at}: needs min < max and initial between them`);
    if ((screen.type === "time-range" || screen.type === "time-range-slider") && screen.startHour >= screen.endHour)
      errors.push(`${at}: needs startHour < endHour`);

    if ("questionKey" in screen && screen.questionKey in PLAN_ANSWER_IDS) {
      const allowed = PLAN_ANSWER_IDS[screen.questionKey]!;
      const offered = screen.type === "range" ? rangeValues(screen) : ids;
      for (const answerId of offered ?? [])
        if (!allowed.includes(answerId))
          errors.push(`${at}: answer "${answerId}" is not one the plan reads for ${screen.questionKey} (${allowed.join("|")})`);
    }
    const end = endOf(screen);
    if (end && screen.next) errors.push(`${at}.next: a screen with an "end" leaves the funnel (no next screen)`);
    if (end?.byAnswer) {
      const earlier = new Set(screens.slice(0, index).flatMap((candidate) => choiceIds(candidate) ?? []));
      for (const answerId of Object.keys(end.byAnswer))
        if (!earlier.has(answerId)) errors.push(`${at}.end.byAnswer.${answerId}: not an answer of an earlier screen`);
    }
    if (screen.type === "greeting" && screen.nameFrom && screens[order.get(screen.nameFrom) ?? -1]?.type !== "input")
      errors.push(`${at}.nameFrom: "${screen.nameFrom}" is not an input screen`);
    if (screen.type === "time-learning") {
      const source = screens[order.get(screen.minutesFrom) ?? -1];
      if (!source || !("questionKey" in source) || source.questionKey !== "minutes_per_day")
        errors.push(`${at}.minutesFrom: "${screen.minutesFrom}" is not a minutes_per_day screen`);
    }
  });
  return errors;
}

function checkTexts(file: string, definition: AuthoredDefinition): string[] {
  const errors: string[] = [];
  const english = definition.texts.en;
  definition.screens.forEach((screen, index) => {
    for (const { field, key } of screenTextKeys(screen))
      if (!(key in english)) errors.push(`${file}: screens[${index}].${field}: no text "${key}" in texts.en`);
  });
  for (const locale of locales) {
    const texts = definition.texts[locale];
    for (const key of Object.keys(english)) if (!(key in texts)) errors.push(`${file}: texts.${locale}.${key}: missing (English has it)`);
    for (const key of Object.keys(texts)) if (!(key in english)) errors.push(`${file}: texts.${locale}.${key}: not in texts.en`);
    for (const [key, text] of Object.entries(texts)) {
      const placeholders = (value: string) =>
        [...value.matchAll(/\{(\w+)\}/g)]
          .map((match) => match[1])
          .sort()
          .join(",");
      if (key in english && placeholders(text) !== placeholders(english[key]!))
        errors.push(
          `${file}: texts.${locale}.${key}: placeholders {${placeholders(text)}} differ from English's {${placeholders(english[key]!)}}`,
        );
    }
  }
  return errors;
}

/**
 * Validates one definition file: its schema (errors name the file and field), that its slug is its
 * file name, the screens' links (branches to known later screens, answer ids of the screen), the
 * plan's answer ids, and every locale's texts.
 */
export function parseDefinition(relativePath: string, data: unknown): ParsedDefinition {
  const file = `${FUNNELS_DIR}/${relativePath}`;
  const result = definitionSchema.safeParse(data);
  if (!result.success) {
    return {
      ok: false,
      errors: result.error.issues.map(
        (issue) =>
          `${file}: ${
            issue.path
              .map(String)
              .join(".")
              .replace(/\.(\d+)/g, "[$1]") || "(root)"
          }: ${issue.message}`,
      ),
    };
  }
  const definition = result.data as AuthoredDefinition;
  const errors: string[] = [];
  const expectedSlug = relativePath.replace(/\.json$/, "");
  if (definition.slug !== expectedSlug) errors.push(`${file}: slug: "${definition.slug}" but the file is ${relativePath}`);
  errors.push(...checkScreens(file, definition), ...checkTexts(file, definition));
  return errors.length > 0 ? { ok: false, errors } : { ok: true, definition };
}
