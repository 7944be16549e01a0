import "server-only";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n";
import { KIND_KEYS, type WordPageKind } from "../model/word-kinds";
import { findCapitalisedWord } from "./find-display-word";
import { findPastTense } from "./find-past-tense";
import { findPronunciation } from "./find-pronunciation";
import { findSenses } from "./find-senses";
import { hasWordPage } from "./find-word-pages";

/**
 * A word page's headword, title and description in one locale (unique per word and locale);
 * undefined when the word has no data for this kind.
 */
export async function describeWordPage(
  kind: WordPageKind,
  locale: Locale,
  slug: string,
): Promise<{ word: string; title: string; description: string } | undefined> {
  if (!(await hasWordPage(kind, slug))) return undefined;
  const t = await getTranslations({ locale, namespace: "words" });
  const key = KIND_KEYS[kind];
  let word = slug;
  let detail = "";
  if (kind === "how-to-pronounce") {
    // A proper noun keeps WordNet's capitals ("London"; the WordNet pages' senses have them too); its
    // slug stays lower case. Not the past tense's verbs: their forms are lower case ("americanized").
    word = (await findCapitalisedWord(slug)) ?? slug;
    const main = (await findPronunciation(slug))?.pronunciations[0];
    detail = main ? `/${main.ipa}/ · ${main.respelling}` : "";
  } else if (kind === "past-tense-of") {
    // "traveled, traveled (US); travelled, travelled (UK)": the same forms and labels as the page's table.
    detail = ((await findPastTense(slug))?.forms ?? [])
      .map((form) => `${form.past}, ${form.participle}${form.variety ? ` ${t(`pastTense.varieties.${form.variety}`)}` : ""}`)
      .join("; ");
  } else {
    const senses = await findSenses(slug);
    word = senses?.word ?? slug;
    const all = senses?.groups.flatMap((group) => group.senses) ?? [];
    if (kind === "what-part-of-speech") detail = (senses?.groups ?? []).map((group) => t(`pos.${group.pos}`)).join(", ");
    else detail = [...new Set(all.flatMap((sense) => (kind === "synonyms-of" ? sense.synonyms : sense.antonyms)))].slice(0, 6).join(", ");
  }
  return { word, title: t(`kinds.${key}.title`, { word }), description: t(`kinds.${key}.description`, { word, detail }) };
}
