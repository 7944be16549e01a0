import "server-only";
import { notFound, permanentRedirect } from "next/navigation";
import { localizedPath, type Locale } from "@/lib/i18n";
import { checkSlug } from "../model/slug";
import { wordPagePath, type WordPageKind } from "../model/word-kinds";

/**
 * The canonical slug of a word page's `[word]` segment: a variant (case, spaces, Unicode form)
 * gets one 308 to the canonical path; anything that cannot be a word is the ordinary 404.
 */
export function canonicalWordSlug(kind: WordPageKind, locale: Locale, segment: string): string {
  const checked = checkSlug(segment);
  if (checked.kind === "invalid") notFound();
  if (checked.kind === "redirect") permanentRedirect(localizedPath(locale, wordPagePath(kind, checked.slug)));
  return checked.slug;
}
