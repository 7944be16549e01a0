/** JSON-LD of a word page: the word as a DefinedTerm and the breadcrumb trail (schema.org). */
export interface Crumb {
  name: string;
  url: string;
}

export function wordPageJsonLd(input: {
  word: string;
  description: string;
  url: string;
  setName: string;
  setUrl: string;
  crumbs: Crumb[];
}): object[] {
  return [
    {
      "@context": "https://schema.org",
      "@type": "DefinedTerm",
      name: input.word,
      description: input.description,
      url: input.url,
      inLanguage: "en",
      inDefinedTermSet: { "@type": "DefinedTermSet", name: input.setName, url: input.setUrl },
    },
    breadcrumbJsonLd(input.crumbs),
  ];
}

export function breadcrumbJsonLd(crumbs: Crumb[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** JSON-LD of a confusing-word pair's page: the two words as DefinedTerms of one DefinedTermSet. */
export function confusingPairJsonLd(input: {
  name: string;
  description: string;
  url: string;
  /** The language of the page's name and explanations (the terms themselves are English words). */
  inLanguage: string;
  terms: { word: string; description: string }[];
}): object {
  return {
    "@context": "https://schema.org",
    "@type": "DefinedTermSet",
    name: input.name,
    description: input.description,
    url: input.url,
    inLanguage: input.inLanguage,
    hasDefinedTerm: input.terms.map((term) => ({
      "@type": "DefinedTerm",
      name: term.word,
      description: term.description,
      inLanguage: "en",
    })),
  };
}

/** JSON-LD of a quiz (schema.org Quiz): each gap-fill question with its accepted answer and the other options. */
export function quizJsonLd(input: {
  name: string;
  description: string;
  url: string;
  level: string;
  questions: readonly { sentence: string; options: readonly string[]; answer: string; explanation: string }[];
}): object {
  return {
    "@context": "https://schema.org",
    "@type": "Quiz",
    name: input.name,
    description: input.description,
    url: input.url,
    inLanguage: "en",
    educationalLevel: input.level,
    hasPart: input.questions.map((question) => ({
      "@type": "Question",
      eduQuestionType: "Multiple choice",
      text: question.sentence,
      acceptedAnswer: { "@type": "Answer", text: question.answer, answerExplanation: { "@type": "Comment", text: question.explanation } },
      suggestedAnswer: question.options
        .filter((option) => option !== question.answer)
        .map((option) => ({ "@type": "Answer", text: option })),
    })),
  };
}
