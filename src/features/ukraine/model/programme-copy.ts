import en from "../../../../content/free-for-ukraine/en.json";
import uk from "../../../../content/free-for-ukraine/uk.json";

/**
 * The programme page is written in English and Ukrainian (content/free-for-ukraine/*.json,
 * decision record 0040); other locales redirect to the English page (the page registry says so).
 */
export const PROGRAMME_LOCALES = ["en", "uk"] as const;
export type ProgrammeLocale = (typeof PROGRAMME_LOCALES)[number];

export type ProgrammeCopy = typeof en;
export type ApplicationFormCopy = ProgrammeCopy["form"];

const COPY: Record<ProgrammeLocale, ProgrammeCopy> = { en, uk };

export const isProgrammeLocale = (locale: string): locale is ProgrammeLocale => (PROGRAMME_LOCALES as readonly string[]).includes(locale);

/** The page's copy in its locale (English for any other). */
export function programmeCopy(locale: string): ProgrammeCopy {
  return COPY[isProgrammeLocale(locale) ? locale : "en"];
}
