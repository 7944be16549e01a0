"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { localeNames, rememberLocale } from "@/lib/i18n/locales";
import { pagesOfPublication } from "@/lib/pages";
import { usePublishedPages } from "@/lib/pages/pages-context";
import { pathInLocale } from "../client/interface-locale";
import type { LocaleSwitch, LocaleSwitchStrings } from "../client/locale-switch-mark";
import { saveProfileFields } from "../client/profile-state-loader";

/** "Switch to {language}" with the language's own name marked as that language (read out in it). */
function withLanguage(template: string, name: string, lang?: string) {
  const [before, after] = template.split("{language}");
  return (
    <>
      {before}
      <span lang={lang}>{name}</span>
      {after}
    </>
  );
}

/**
 * After a sign-in switched the page to the account's interface language: says so, and offers the
 * language the person was using (saved to the account, like the preference in settings).
 */
export default function LocaleSwitchNotice({
  change,
  strings,
  onClose,
}: {
  change: LocaleSwitch;
  strings: LocaleSwitchStrings;
  onClose: () => void;
}) {
  const router = useRouter();
  const published = usePublishedPages();
  const [status, setStatus] = useState<"idle" | "saving" | "failed">("idle");
  const switchBack = async () => {
    setStatus("saving");
    try {
      await saveProfileFields({ interface_locale: change.from });
      rememberLocale(change.from);
      const path = pathInLocale(pagesOfPublication(published), window.location.pathname, change.from);
      onClose();
      if (path) router.replace(`${path}${window.location.search}${window.location.hash}`);
    } catch {
      setStatus("failed");
    }
  };
  return (
    <div
      role="status"
      data-testid="locale-switch-notice"
      className="fixed inset-x-2 bottom-2 z-50 rounded-2xl border border-gray-200 bg-white p-4 shadow-xl sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-[28rem]"
    >
      <p className="text-ink">{withLanguage(strings.text, localeNames[change.to])}</p>
      {status === "failed" ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {strings.failed}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" disabled={status === "saving"} onClick={() => void switchBack()}>
          {withLanguage(strings.switchBack, localeNames[change.from], change.from)}
        </Button>
        <Button size="sm" onClick={onClose}>
          {strings.dismiss}
        </Button>
      </div>
    </div>
  );
}
