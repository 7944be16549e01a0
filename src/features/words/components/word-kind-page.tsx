import { notFound } from "next/navigation";
import type { Locale } from "@/lib/i18n";
import type { WordPageKind } from "../model/word-kinds";
import { findPastTense } from "../server/find-past-tense";
import { findPronunciation } from "../server/find-pronunciation";
import { findSenses } from "../server/find-senses";
import { findWordAudio } from "../server/word-audio";
import { describeWordPage } from "../server/describe-word-page";
import { PastTenseBody } from "./past-tense-body";
import { PronunciationBody } from "./pronunciation-page";
import { RelationsBody } from "./relations-body";
import { SensesBody } from "./senses-body";
import { WordPage } from "./word-page";

/** One word page of one kind, from real data; a word without it is the ordinary 404. */
export async function WordKindPage({ locale, kind, slug }: { locale: Locale; kind: WordPageKind; slug: string }) {
  const described = await describeWordPage(kind, locale, slug);
  if (!described) notFound();
  const shell = (body: React.ReactNode) => (
    <WordPage locale={locale} kind={kind} slug={slug} word={described.word} description={described.description}>
      {body}
    </WordPage>
  );
  switch (kind) {
    case "how-to-pronounce": {
      const [data, audio] = await Promise.all([findPronunciation(slug), findWordAudio(slug)]);
      return shell(<PronunciationBody locale={locale} data={data!} audio={audio} />);
    }
    case "past-tense-of": {
      const data = (await findPastTense(slug))!;
      return shell(<PastTenseBody locale={locale} data={data} />);
    }
    case "what-part-of-speech":
      return shell(<SensesBody locale={locale} data={(await findSenses(slug))!} />);
    default:
      return shell(
        <RelationsBody locale={locale} data={(await findSenses(slug))!} relation={kind === "synonyms-of" ? "synonyms" : "antonyms"} />,
      );
  }
}
