import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, locales } from "@/lib/i18n/locales";

/**
 * The language menu's behaviour, as an inline script (decision record 0030): the menu is plain
 * server-rendered HTML (a <details> of links), and this script, which runs as the menu is parsed
 * (no bundle, no hydration), points each link at the current page in that language (path, query
 * and hash kept; again whenever the menu opens, since client navigations change the page),
 * remembers the choice in the locale cookie on a plain click, and closes the menu on Escape or a
 * click elsewhere.
 */

/** "/uk/terms/refund" → "/es/terms/refund" for "es"; a path without a locale gets one. The script's own function (tested as such). */
export const SWAP_LOCALE_SOURCE =
  'function(p,t){var s=p.split("/"),f=(s[1]||"").toLowerCase(),r=s.slice(L.indexOf(f)>=0?2:1);return "/"+[t].concat(r).filter(Boolean).join("/")}';

/** Marks the menu's <details> (`data-locale-menu` in locale-switcher.tsx). */
export const LOCALE_MENU_ATTRIBUTE = "data-locale-menu";

export function localeSwitchScript(): string {
  const menu = `[${LOCALE_MENU_ATTRIBUTE}]`;
  return [
    "(function(){try{",
    `var L=${JSON.stringify(locales)},M=${JSON.stringify(menu)},swap=${SWAP_LOCALE_SOURCE};`,
    'function url(a){return swap(location.pathname,a.getAttribute("hreflang"))+location.search+location.hash}',
    'function fill(d){d.querySelectorAll("a[hreflang]").forEach(function(a){a.setAttribute("href",url(a))})}',
    "fill(document.currentScript.parentElement);",
    // The listeners sit on the document once, so a menu React renders again later behaves the same.
    "if(window.__lingoraLocaleMenu)return;window.__lingoraLocaleMenu=1;",
    'document.addEventListener("toggle",function(e){var d=e.target;if(d.matches&&d.matches(M)&&d.open)fill(d)},true);',
    'document.addEventListener("click",function(e){var t=e.target;',
    'document.querySelectorAll(M+"[open]").forEach(function(d){if(!d.contains(t))d.open=false});',
    'var a=t.closest&&t.closest(M+" a[hreflang]");',
    "if(!a||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey||e.button!==0)return;e.preventDefault();",
    `document.cookie=${JSON.stringify(`${LOCALE_COOKIE}=`)}+a.getAttribute("hreflang")+${JSON.stringify(`; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`)};`,
    "location.assign(url(a))});",
    'document.addEventListener("keydown",function(e){if(e.key!=="Escape")return;',
    'document.querySelectorAll(M+"[open]").forEach(function(d){d.open=false;var s=d.querySelector("summary");if(s)s.focus()})});',
    "}catch(e){}})();",
  ].join("");
}
