import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n";
import { quotedExample } from "../model/wordnet";
import type { SensesOfWord } from "../server/find-senses";
import { WordLinks } from "./word-page";

/** The body of /what-part-of-speech/[slug]: each part of speech with its senses' definitions and examples. */
export async function SensesBody({ locale, data }: { locale: Locale; data: SensesOfWord }) {
  const t = await getTranslations({ locale, namespace: "words" });
  return (
    <>
      <p className="text-lg text-gray-700" data-testid="pos-summary">
        {t("partOfSpeech.summary", { word: data.word, list: data.groups.map((group) => t(`pos.${group.pos}`)).join(", ") })}
      </p>
      {data.groups.map((group) => (
        <section key={group.pos} aria-labelledby={`pos-${group.pos}`}>
          <h2 id={`pos-${group.pos}`} className="text-2xl font-bold text-ink">
            {t(`pos.${group.pos}`)}
          </h2>
          <ol className="mt-4 list-decimal space-y-4 pl-6">
            {group.senses.map((sense, index) => (
              <li key={index}>
                <p lang="en">{sense.definition}</p>
                {sense.examples.length > 0 ? (
                  <ul className="mt-1 space-y-1 text-gray-700" aria-label={t("examples")}>
                    {sense.examples.map((example) => (
                      <li key={example} lang="en" className="italic">
                        {quotedExample(example)}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {sense.synonyms.length > 0 ? (
                  <div className="mt-1 flex flex-wrap gap-x-2 text-sm">
                    <span className="text-muted">{t("synonymsLabel")}</span>
                    <WordLinks locale={locale} kind="synonyms-of" words={sense.synonyms} />
                  </div>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </>
  );
}
