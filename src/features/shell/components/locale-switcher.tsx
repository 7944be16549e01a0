import { localeNames, locales, type Locale } from "@/lib/i18n/locales";
import { localeSwitchScript } from "../model/locale-switch";

/**
 * A disclosure listing the 12 locales; choosing one keeps the current path, query and hash and
 * remembers the choice. Plain server-rendered HTML with an inline script (model/locale-switch.ts,
 * decision record 0030), so no page carries it in its first-load JavaScript.
 */
export function LocaleSwitcher({ locale, label, listLabel }: { locale: Locale; label: string; listLabel: string }) {
  return (
    // Below sm the list spans the header's width (the header is its positioned ancestor), so it fits
    // any screen from 320 px; from sm it hangs from the button's right edge.
    <details className="sm:relative" data-locale-menu="">
      <summary
        className="flex cursor-pointer list-none items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-ink hover:bg-gray-100 [&::-webkit-details-marker]:hidden"
        aria-label={label}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
          <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm5.9 7h-2.5a12.7 12.7 0 0 0-1.1-4.6A6 6 0 0 1 15.9 9ZM10 4.1c.7.9 1.3 2.6 1.5 4.9h-3c.2-2.3.8-4 1.5-4.9ZM7.7 4.4A12.7 12.7 0 0 0 6.6 9H4.1a6 6 0 0 1 3.6-4.6ZM4.1 11h2.5c.1 1.7.5 3.3 1.1 4.6A6 6 0 0 1 4.1 11Zm5.9 4.9c-.7-.9-1.3-2.6-1.5-4.9h3c-.2 2.3-.8 4-1.5 4.9Zm2.3-.3c.6-1.3 1-2.9 1.1-4.6h2.5a6 6 0 0 1-3.6 4.6Z" />
        </svg>
        <span className="hidden sm:inline">{localeNames[locale]}</span>
      </summary>
      <ul
        aria-label={listLabel}
        className="absolute inset-x-2 top-full z-40 mt-2 max-h-[70vh] overflow-auto rounded-xl border border-gray-200 bg-white p-1 shadow-xl sm:inset-x-auto sm:right-0 sm:top-auto sm:w-64"
      >
        {locales.map((candidate) => (
          <li key={candidate}>
            <a
              href={`/${candidate}`}
              hrefLang={candidate}
              lang={candidate}
              aria-current={candidate === locale ? "true" : undefined}
              // The script below points it at the current page before the first paint.
              suppressHydrationWarning
              className="block rounded-lg px-3 py-2 text-sm text-ink hover:bg-brand-50 aria-[current=true]:font-semibold aria-[current=true]:text-brand-700"
            >
              {localeNames[candidate]}
            </a>
          </li>
        ))}
      </ul>
      <script dangerouslySetInnerHTML={{ __html: localeSwitchScript() }} />
    </details>
  );
}
