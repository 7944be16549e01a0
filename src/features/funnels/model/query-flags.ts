/**
 * The funnel pages' two query flags (spec sections 2 and 5): each is true only when its value is
 * the string 'true' ("1", "TRUE", an empty value or a repeated parameter are not). Web view keeps
 * identity's name (`webview`, README "Social"); the hidden header is `hideHeader`.
 */
export const WEBVIEW_PARAM = "webview";
export const HIDE_HEADER_PARAM = "hideHeader";

export function isTrueFlag(value: string | string[] | null | undefined): boolean {
  return value === "true";
}

export interface FunnelChrome {
  isWebView: boolean;
  isHeaderHidden: boolean;
}

/** The flags from a page's search params (Next.js gives a string, an array for repeats, or nothing). */
export function readFunnelChrome(params: Record<string, string | string[] | undefined>): FunnelChrome {
  const isWebView = isTrueFlag(params[WEBVIEW_PARAM]);
  // A web view has its own app chrome around it: the site header is hidden there too.
  return { isWebView, isHeaderHidden: isWebView || isTrueFlag(params[HIDE_HEADER_PARAM]) };
}
