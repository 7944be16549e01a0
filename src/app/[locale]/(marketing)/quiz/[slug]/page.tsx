import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { QuizPage } from "@/features/words/components/guides/quiz-page";
import { quizPath } from "@/features/words";
import { findQuiz } from "@/features/words/server";
import { normalizeLocale } from "@/lib/i18n";
import { metadataOfPage } from "@/server/page-metadata";

type Props = { params: Promise<{ locale: string; slug: string }> };

/** Rendered on first request and kept, like the word pages (decision record 0042); the proxy sends a variant slug its one 308. */
export const dynamicParams = true;
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: rawLocale, slug } = await params;
  const locale = normalizeLocale(rawLocale) ?? "en";
  const quiz = await findQuiz(slug);
  return quiz ? metadataOfPage(locale, quizPath(quiz.slug), { title: quiz.title, description: quiz.description }) : {};
}

export default async function Page({ params }: Props) {
  const { locale: rawLocale, slug } = await params;
  const locale = normalizeLocale(rawLocale) ?? "en";
  setRequestLocale(locale);
  return <QuizPage locale={locale} slug={slug} />;
}
