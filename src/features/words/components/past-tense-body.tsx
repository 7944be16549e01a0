import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n";
import { explainPastForms } from "../model/past-tense";
import type { PastTenseOfVerb } from "../server/find-past-tense";

/** Which spelling a form is, after it: "traveled (US)", "travelled (UK)" (in the page's language). */
function Variety({ label, locale }: { label: string; locale: Locale }) {
  return (
    <>
      {" "}
      <span className="text-sm font-normal text-muted" lang={locale}>
        {label}
      </span>
    </>
  );
}

/** The body of /past-tense-of/[verb]: the forms, why they are spelt so (each spelling's rule when American and British differ), and examples. */
export async function PastTenseBody({ locale, data }: { locale: Locale; data: PastTenseOfVerb }) {
  const t = await getTranslations({ locale, namespace: "words.pastTense" });
  const words = await getTranslations({ locale, namespace: "words" });
  // A verb with regular and irregular forms ("shined", "shone") says which follow the rule, and each rule names its form.
  const explanation = explainPastForms(data.forms);
  return (
    <>
      <section aria-labelledby="past-forms">
        <h2 id="past-forms" className="text-2xl font-bold text-ink">
          {t("forms")}
        </h2>
        <table className="mt-4 w-full max-w-xl border-collapse text-left" data-testid="past-forms">
          <thead>
            <tr className="border-b border-gray-300">
              <th scope="col" className="py-2 pr-4">
                {t("base")}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t("past")}
              </th>
              <th scope="col" className="py-2">
                {t("participle")}
              </th>
            </tr>
          </thead>
          <tbody lang="en">
            {data.forms.map((form) => (
              <tr key={`${form.past}-${form.participle}`} className="border-b border-gray-200">
                <td className="py-2 pr-4">
                  {data.verb}
                  {form.sense ? (
                    <span className="mt-1 block text-sm text-muted" lang={locale}>
                      {words("inTheSense", { definition: t(`senses.${form.sense}`) })}
                    </span>
                  ) : null}
                </td>
                <td className="py-2 pr-4 font-semibold">
                  {form.past}
                  {form.variety ? <Variety label={t(`varieties.${form.variety}`)} locale={locale} /> : null}
                </td>
                <td className="py-2 font-semibold">
                  {form.participle}
                  {form.variety ? <Variety label={t(`varieties.${form.variety}`)} locale={locale} /> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="past-why">
        <h2 id="past-why" className="text-xl font-bold text-ink">
          {t("why")}
        </h2>
        <p className="mt-3" data-testid="past-kind">
          {t(explanation.verb, { verb: data.verb })}
        </p>
        {explanation.rules.map(({ form, rule, variety }) => (
          <p key={form} className="mt-2 text-gray-700">
            {explanation.verb === "mixed" || variety ? (
              <>
                <span lang="en" className="font-semibold">
                  {form}
                </span>
                {variety ? <Variety label={t(`varieties.${variety}`)} locale={locale} /> : null}
                {" — "}
              </>
            ) : null}
            {t(`rules.${rule}`)}
          </p>
        ))}
      </section>
      {data.examples.length > 0 ? (
        <section aria-labelledby="past-examples">
          <h2 id="past-examples" className="text-xl font-bold text-ink">
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
