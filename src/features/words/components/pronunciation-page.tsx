import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import type { Locale } from "@/lib/i18n";
import { hasStressedSyllable, hasThSounds } from "../model/arpabet";
import type { PronunciationOfWord } from "../server/find-pronunciation";
import { WordLinks } from "./word-page";

/** The body of /how-to-pronounce/[word]: IPA, syllables and stress, the respelling, similar words and rhymes, examples. */
export async function PronunciationBody({
  locale,
  data,
  audio,
}: {
  locale: Locale;
  data: PronunciationOfWord;
  audio: { url: string; slowUrl: string } | null;
}) {
  const t = await getTranslations({ locale, namespace: "words.pronounce" });
  const [main, ...variants] = data.pronunciations;
  // "the" as /ðə/ has no stressed syllable: nothing is capitalised or highlighted, so nothing is said about it.
  const stressed = hasStressedSyllable(main!);
  const en = (chunks: ReactNode) => <span lang="en">{chunks}</span>;
  return (
    <>
      <section aria-labelledby="pronounce-main">
        <h2 id="pronounce-main" className="text-2xl font-bold text-ink">
          {t("sayIt")}
        </h2>
        <p className="mt-3 text-3xl font-semibold text-brand-800" lang="en" data-testid="respelling">
          {main!.respelling}
        </p>
        {stressed ? <p className="mt-1 text-sm text-muted">{t("respellingHint")}</p> : null}
        {data.pronunciations.some(hasThSounds) ? (
          <p className="mt-1 text-sm text-muted" data-testid="respelling-th">
            {t.rich("respellingTh", { en })}
          </p>
        ) : null}
        {audio ? (
          <div className="mt-4 flex flex-wrap gap-6" data-testid="word-audio">
            {[
              { src: audio.url, label: t("listen") },
              { src: audio.slowUrl, label: t("listenSlowly") },
            ].map((player) => (
              <figure key={player.src} className="flex flex-col gap-1">
                <figcaption className="text-sm font-semibold text-ink">{player.label}</figcaption>
                {/* Plain HTML audio: no script of ours on the page; nothing loads until it is played. */}
                <audio controls preload="none" src={player.src} aria-label={player.label} />
              </figure>
            ))}
          </div>
        ) : null}
        <dl className="mt-6 grid gap-4 sm:grid-cols-[12rem_1fr]">
          <dt className="font-semibold text-ink">{t("ipa")}</dt>
          <dd className="font-mono text-lg wrap-anywhere" data-testid="ipa">
            /{main!.ipa}/
          </dd>
          <dt className="font-semibold text-ink">{t("syllables", { count: main!.syllables.length })}</dt>
          <dd>
            <ol className="flex flex-wrap gap-2" data-testid="syllables">
              {main!.syllables.map((syllable, index) => (
                <li
                  key={index}
                  className={
                    syllable.stress === 1
                      ? "rounded-lg bg-brand-600 px-3 py-1 font-mono font-bold text-white"
                      : "rounded-lg bg-gray-100 px-3 py-1 font-mono text-ink"
                  }
                >
                  {syllable.ipa}
                  {syllable.stress === 1 ? <span className="sr-only"> ({t("primaryStress")})</span> : null}
                  {syllable.stress === 2 ? <span className="sr-only"> ({t("secondaryStress")})</span> : null}
                </li>
              ))}
            </ol>
            {stressed ? <p className="mt-2 text-sm text-muted">{t("stressHint")}</p> : null}
          </dd>
        </dl>
      </section>
      {variants.length > 0 ? (
        <section aria-labelledby="pronounce-variants">
          <h2 id="pronounce-variants" className="text-xl font-bold text-ink">
            {t("variants")}
          </h2>
          <ul className="mt-3 space-y-1 wrap-anywhere">
            {variants.map((variant) => (
              <li key={variant.arpabet}>
                <span className="font-mono">/{variant.ipa}/</span> · <span lang="en">{variant.respelling}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data.similar.length > 0 ? (
        <section aria-labelledby="pronounce-similar">
          <h2 id="pronounce-similar" className="text-xl font-bold text-ink">
            {t("similar")}
          </h2>
          <p className="mt-1 text-sm text-muted">{t("similarHint")}</p>
          <div className="mt-3">
            <WordLinks locale={locale} kind="how-to-pronounce" words={data.similar} />
          </div>
        </section>
      ) : null}
      {data.rhymes.length > 0 ? (
        <section aria-labelledby="pronounce-rhymes">
          <h2 id="pronounce-rhymes" className="text-xl font-bold text-ink">
            {t("rhymes")}
          </h2>
          <div className="mt-3">
            <WordLinks locale={locale} kind="how-to-pronounce" words={data.rhymes} />
          </div>
        </section>
      ) : null}
      {data.examples.length > 0 ? (
        <section aria-labelledby="pronounce-examples">
          <h2 id="pronounce-examples" className="text-xl font-bold text-ink">
            {t("examples")}
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-6" lang="en">
            {data.examples.map((example) => (
              <li key={example}>{example}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
