import { describe, expect, it } from "vitest";
import { serializeJsonLd, wordPageJsonLd } from "./structured-data";

describe("word page JSON-LD", () => {
  it("describes the word as a DefinedTerm with its breadcrumb trail", () => {
    const [term, trail] = wordPageJsonLd({
      word: "hello",
      description: "How to say hello",
      url: "https://x/en/how-to-pronounce/hello",
      setName: "How to pronounce English words",
      setUrl: "https://x/en/how-to-pronounce",
      crumbs: [
        { name: "Home", url: "https://x/en" },
        { name: "How to pronounce", url: "https://x/en/how-to-pronounce" },
      ],
    });
    expect(term).toMatchObject({ "@type": "DefinedTerm", name: "hello", inDefinedTermSet: { "@type": "DefinedTermSet" } });
    expect(trail).toMatchObject({ "@type": "BreadcrumbList", itemListElement: [{ position: 1, name: "Home" }, { position: 2 }] });
  });

  it("cannot close its script element", () => {
    expect(serializeJsonLd({ text: "</script><script>alert(1)</script>" })).not.toContain("<");
  });
});
