"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { useFocusOnShow } from "./use-step-focus";

/** The file a person keeps: a title, what the codes are for, one code a line. */
export function backupCodesText(title: string, intro: string, codes: readonly string[]): string {
  return [title, "", intro, "", ...codes, ""].join("\n");
}

/**
 * The backup codes, shown once the authenticator app is confirmed, with ways to keep them:
 * copy, download as a .txt file, or print (only the codes are printed).
 */
export function BackupCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const t = useTranslations("settings");
  const blockId = `backup-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const headingRef = useFocusOnShow<HTMLHeadingElement>();
  const [copied, setCopied] = useState<"copied" | "failed" | null>(null);
  const text = backupCodesText(t("backupCodesTitle"), t("backupCodesIntro"), codes);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied("copied");
    } catch {
      setCopied("failed");
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "lingora-backup-codes.txt";
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  return (
    <div id={blockId} className="space-y-3 rounded-xl border border-gray-200 p-4">
      {/* While the codes are shown, printing the page prints only them: everything that neither
          holds them nor is inside them is left out, and what holds them loses its frame. */}
      <style media="print">{`body *:not(:has(#${blockId})):not(#${blockId}):not(#${blockId} *) { display: none !important; } body *:has(#${blockId}) { margin: 0 !important; padding: 0 !important; border: 0 !important; box-shadow: none !important; } #${blockId} [data-no-print] { display: none !important; }`}</style>
      <h3 ref={headingRef} tabIndex={-1} className="font-semibold text-ink">
        {t("backupCodesTitle")}
      </h3>
      <p className="text-sm text-gray-700">{t("backupCodesIntro")}</p>
      <ul className="grid grid-cols-2 gap-1 font-mono text-sm" aria-label={t("backupCodesTitle")}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3" data-no-print>
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          {t("copyCodes")}
        </Button>
        <Button variant="secondary" size="sm" onClick={download}>
          {t("downloadCodes")}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => window.print()}>
          {t("printCodes")}
        </Button>
        <Button size="sm" onClick={onDone}>
          {t("codesSaved")}
        </Button>
      </div>
      <p role="status" className="text-sm text-green-800" data-no-print>
        {copied === "copied" ? t("codesCopied") : copied === "failed" ? t("codesCopyFailed") : ""}
      </p>
    </div>
  );
}
