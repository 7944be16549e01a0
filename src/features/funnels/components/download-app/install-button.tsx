"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";

/** Chrome's install prompt event (not in TypeScript's DOM library). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

/**
 * The install button (decision record 0033): shown only when the browser offers to install the web
 * app (`beforeinstallprompt`); elsewhere the page's per-platform instructions are the way.
 */
export function InstallButton({ label, installed }: { label: string; installed: string }) {
  const [prompt, setPrompt] = useState<BeforeInstallPromptEvent | null>(null);
  const [isInstalled, setInstalled] = useState(false);
  useEffect(() => {
    const offer = (event: Event) => {
      event.preventDefault();
      setPrompt(event as BeforeInstallPromptEvent);
    };
    const done = () => {
      setInstalled(true);
      setPrompt(null);
    };
    window.addEventListener("beforeinstallprompt", offer);
    window.addEventListener("appinstalled", done);
    return () => {
      window.removeEventListener("beforeinstallprompt", offer);
      window.removeEventListener("appinstalled", done);
    };
  }, []);
  if (isInstalled)
    return (
      <p role="status" className="font-semibold text-ink">
        {installed}
      </p>
    );
  if (!prompt) return null;
  return (
    <Button
      size="lg"
      onClick={async () => {
        await prompt.prompt();
        const choice = await prompt.userChoice;
        setPrompt(null);
        if (choice.outcome === "accepted") setInstalled(true);
      }}
    >
      {label}
    </Button>
  );
}
