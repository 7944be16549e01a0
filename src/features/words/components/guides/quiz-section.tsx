import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import type { Locale, Messages } from "@/lib/i18n";
import type { GapQuestion } from "../../model/guide-schema";
import { QuizForm } from "./quiz-form";

/** The quiz island with only the messages it needs (the page around it stays server-rendered). */
export async function QuizSection({
  locale,
  name,
  questions,
  explanationLang,
}: {
  locale: Locale;
  name: string;
  questions: readonly GapQuestion[];
  /** The explanations' language where it is not the page's (undefined: the page's). */
  explanationLang?: string;
}) {
  const messages = (await getMessages({ locale })) as Messages;
  const guides = (messages.words as Messages).guides as Messages;
  return (
    <NextIntlClientProvider locale={locale} messages={{ words: { guides: { quiz: guides.quiz! } } }}>
      <QuizForm
        name={name}
        questions={questions.map(({ sentence, options, answer, explanation }) => ({ sentence, options, answer, explanation }))}
        explanationLang={explanationLang}
        checkClassName={buttonVariants()}
        resetClassName={buttonVariants({ variant: "secondary" })}
      />
    </NextIntlClientProvider>
  );
}
