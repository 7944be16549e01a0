/**
 * Said only when scripts are off (a form that is sent by script, for example). Rendered into the
 * document's <noscript>, so a browser with scripts on never shows it.
 */
export function NoscriptNote({ children }: { children: string }) {
  return (
    <noscript>
      <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">{children}</p>
    </noscript>
  );
}
