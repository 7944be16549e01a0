/**
 * Shown while the browser is offline; gone when the network is back. Plain HTML and a small inline
 * script (decision record 0030), so no page carries it in its first-load JavaScript: the script
 * writes the message into the live region while offline and takes it out when the network is back.
 */
export function OfflineBanner({ message }: { message: string }) {
  return (
    <div role="status" aria-live="polite" className="contents">
      <p
        hidden
        suppressHydrationWarning
        data-offline-message={message}
        className="fixed inset-x-0 bottom-0 z-50 bg-gray-900 px-4 py-3 text-center text-sm font-medium text-white shadow-lg"
      />
      <script dangerouslySetInnerHTML={{ __html: OFFLINE_SCRIPT }} />
    </div>
  );
}

// Listeners sit on the window once, and find the banner each time (a banner React renders again later behaves the same).
const OFFLINE_SCRIPT = [
  "(function(){try{",
  'function f(){var off=!navigator.onLine;document.querySelectorAll("[data-offline-message]").forEach(function(p){',
  'p.hidden=!off;p.textContent=off?p.getAttribute("data-offline-message"):""})}',
  'f();if(window.__lingoraOffline)return;window.__lingoraOffline=1;window.addEventListener("online",f);window.addEventListener("offline",f);',
  "}catch(e){}})();",
].join("");
