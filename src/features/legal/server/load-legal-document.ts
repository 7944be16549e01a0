import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { marked } from "marked";
import { defaultLocale, localizedPath, type Locale } from "@/lib/i18n";
import { parseFrontMatter } from "../model/parse-front-matter";

export interface LegalDocument {
  title: string;
  summary: string;
  updated: Date;
  html: string;
  /** True when the locale has no translation and the English text is shown. */
  isFallback: boolean;
}

const CONTENT_DIR = path.join(process.cwd(), "content", "legal");

async function readDocument(locale: Locale, slug: string): Promise<string | null> {
  try {
    return await readFile(path.join(CONTENT_DIR, locale, `${slug}.md`), "utf8");
  } catch {
    return null;
  }
}

/**
 * A legal text in the locale, or the English text (authoritative) when no translation exists.
 * Relative links ("/terms/refund") are rewritten to stay in the reader's locale.
 */
export async function loadLegalDocument(locale: Locale, slug: string): Promise<LegalDocument> {
  const translated = locale === defaultLocale ? null : await readDocument(locale, slug);
  const source = translated ?? (await readDocument(defaultLocale, slug));
  if (source === null) throw new Error(`Missing legal document content/legal/en/${slug}.md`);
  const { attributes, body } = parseFrontMatter(source);
  const localizedBody = body.replace(/\]\((\/[^)\s]*)\)/g, (_, href: string) => `](${localizedPath(locale, href)})`);
  return {
    title: attributes.title ?? slug,
    summary: attributes.summary ?? "",
    updated: new Date(`${attributes.updated ?? "2026-01-01"}T00:00:00Z`),
    html: await marked.parse(localizedBody, { gfm: true }),
    isFallback: locale !== defaultLocale && translated === null,
  };
}
