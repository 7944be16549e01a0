import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n";
import { quotedExample } from "../model/wordnet";
import type { SensesOfWord } from "../server/find-senses";
import { WordLinks } from "./word-page";

/** The body of /synonyms-of/[word] and /antonyms-of/[word]: the related words grouped by sense. */
export async function RelationsBody({ locale, data, relation }: { locale: Locale; data: SensesOfWord; relation: "synonyms" | "antonyms" }) {
  const t = await getTranslations({ locale, namespace: "words" });
  const kind = relation === "synonyms" ? "synonyms-of" : "antonyms-of";
  return (
    <>
      {data.groups.map((group) => {
        const senses = group.senses.filter((sense) => sense[relation].length > 0);
        if (senses.length === 0) return null;
        return (
          <section key={group.pos} aria-labelledby={`${relation}-${group.pos}`}>
            <h2 id={`${relation}-${group.pos}`} className="text-2xl font-bold text-ink">
              {t(`pos.${group.pos}`)}
            </h2>
            <ol className="mt-4 space-y-5">
              {senses.map((sense, index) => (
                <li key={index} className="rounded-xl border border-gray-200 p-4">
                  <p className="text-sm text-muted">{t("inTheSense", { definition: sense.definition })}</p>
                  <div className="mt-2 text-lg">
                    <WordLinks
                      locale={locale}
                      kind={kind}
                      words={sense[relation]}
                      label={t(`kinds.${relation}.listLabel`, { word: data.word })}
                    />
                  </div>
                  {sense.examples[0] ? (
                    <p className="mt-2 text-sm italic text-gray-700" lang="en">
                      {quotedExample(sense.examples[0])}
                    </p>
                  ) : null}
                </li>
              ))}
            </ol>
          </section>
        );
      })}
    </>
  );
}
