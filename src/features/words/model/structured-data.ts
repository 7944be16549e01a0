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
