import { navGroup, type NavItem } from "../model/nav";

const PANEL_ID = "site-menu";

/**
 * Below the md breakpoint: a button that discloses the navigation. Escape closes it (focus back on
 * the button), as does choosing a link. Plain server-rendered HTML with a small inline script
 * (decision record 0030), so no page carries it in its first-load JavaScript; it works from the
 * first paint.
 */
export function MobileMenu({
  items,
  openLabel,
  closeLabel,
  navLabel,
}: {
  items: NavItem[];
  openLabel: string;
  closeLabel: string;
  navLabel: string;
}) {
  return (
    <div className="md:hidden" data-mobile-menu="">
      <button
        type="button"
        aria-expanded="false"
        aria-controls={PANEL_ID}
        data-open-label={openLabel}
        data-close-label={closeLabel}
        suppressHydrationWarning
        className="group inline-flex h-11 w-11 items-center justify-center rounded-lg text-ink hover:bg-gray-100"
      >
        <span className="sr-only" suppressHydrationWarning>
          {openLabel}
        </span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" stroke="currentColor" strokeWidth="2" fill="none">
          <path className="group-aria-expanded:hidden" d="M4 7h16M4 12h16M4 17h16" />
          <path className="hidden group-aria-expanded:inline" d="M6 6l12 12M18 6 6 18" />
        </svg>
      </button>
      <nav
        id={PANEL_ID}
        aria-label={navLabel}
        hidden
        suppressHydrationWarning
        className="absolute inset-x-0 top-full z-30 border-b border-gray-200 bg-white px-4 pb-4 shadow-lg"
      >
        <ul className="space-y-1 pt-2">
          {items.map((item) => (
            <li key={item.href} {...navGroup(item)}>
              <a href={item.href} className="block rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-brand-50">
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <script dangerouslySetInnerHTML={{ __html: MENU_SCRIPT }} />
    </div>
  );
}

// Listeners sit on the document once and find the menu each time (a menu React renders again later behaves the same).
const MENU_SCRIPT = [
  "(function(){try{if(window.__lingoraMenu)return;window.__lingoraMenu=1;",
  "function set(m,open){var b=m.querySelector('button'),n=m.querySelector('nav');",
  "b.setAttribute('aria-expanded',String(open));n.hidden=!open;",
  "b.querySelector('.sr-only').textContent=b.getAttribute(open?'data-close-label':'data-open-label')}",
  "document.addEventListener('click',function(e){var t=e.target,m=t.closest&&t.closest('[data-mobile-menu]');if(!m)return;",
  "if(t.closest('button'))set(m,m.querySelector('button').getAttribute('aria-expanded')!=='true');else if(t.closest('a'))set(m,false)});",
  "document.addEventListener('keydown',function(e){if(e.key!=='Escape')return;",
  "document.querySelectorAll('[data-mobile-menu]').forEach(function(m){var b=m.querySelector('button');",
  "if(b.getAttribute('aria-expanded')==='true'){set(m,false);b.focus()}})});",
  "}catch(e){}})();",
].join("");
