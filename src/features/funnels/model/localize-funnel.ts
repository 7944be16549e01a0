import type { Locale } from "@/lib/i18n/locales";
import type { AuthoredDefinition, Screen } from "./definition-schema";
import type { LocalizedFunnel } from "./funnel";

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
];

/** Language names in the interface language, as choices: a capital first letter ("Inglese", not "inglese"). */
function languageNames(locale: Locale, codes: string[]): Record<string, string> {
  const names = new Intl.DisplayNames([locale], { type: "language" });
  const asChoice = (name: string) => name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  return Object.fromEntries(codes.map((code) => [code, asChoice(names.of(code) ?? code)]));
}

/** One screen with its text keys replaced by the locale's texts (the loader checked every key exists). */
function localizeScreen(screen: Screen, texts: Record<string, string>): Screen {
  const text = (key: string) => texts[key] ?? key;
  const localized: Record<string, unknown> = { ...screen };
  for (const field of TEXT_FIELDS) if (typeof localized[field] === "string") localized[field] = text(localized[field]);
  if (Array.isArray(localized.bullets)) localized.bullets = (localized.bullets as string[]).map(text);
  if ("options" in screen)
    localized.options = screen.options.map((option) => ({
      ...option,
      text: text(option.text),
      ...(option.description ? { description: text(option.description) } : {}),
    }));
  return localized as Screen;
}

/** A funnel for one page: this locale's texts only, the experiments on for the visitor, and the language names. */
export function localizeFunnel(definition: AuthoredDefinition, locale: Locale, experiments: string[]): LocalizedFunnel {
  const codes = new Set<string>();
  for (const screen of definition.screens) {
    if (screen.type === "target-language") screen.courses.forEach((code) => codes.add(code));
    if (screen.type === "native-language") screen.languages.forEach((code) => codes.add(code));
  }
  return {
    slug: definition.slug,
    brand: definition.brand,
    course: definition.course,
    finish: definition.finish ?? null,
    screens: definition.screens.map((screen) => localizeScreen(screen, definition.texts[locale])),
    experiments,
    languageNames: languageNames(locale, [...codes]),
  };
}
