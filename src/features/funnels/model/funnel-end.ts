import type { Locale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/page-paths";
import type { FunnelAnswer } from "./answers";
import type { FunnelEnd, Screen } from "./definition-schema";

/** The end a screen carries (a static screen where the funnel leaves for another page), if any. */
export function endOf(screen: Screen | undefined): FunnelEnd | undefined {
  return screen && "end" in screen ? screen.end : undefined;
}

/**
 * The page an end sends to: the href of the first answer id `byAnswer` names, taking the answers in
 * the order of the visitor's path (answers off the path must not count), else its `href`.
 */
export function endHref(end: FunnelEnd, answersOnPath: FunnelAnswer[]): string {
  for (const answer of answersOnPath)
    for (const id of answer.selectedAnswerIds) {
      const href = end.byAnswer?.[id];
      if (href) return href;
    }
  return end.href;
}

/** "/tutoring/pricing#tutoring-packs" in Ukrainian: "/uk/tutoring/pricing#tutoring-packs" (the query and fragment kept). */
export function localizedHref(locale: Locale, href: string): string {
  const at = href.search(/[?#]/);
  const path = at < 0 ? href : href.slice(0, at);
  return `${localizedPath(locale, path)}${at < 0 ? "" : href.slice(at)}`;
}
