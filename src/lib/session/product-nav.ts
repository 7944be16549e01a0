/**
 * Which header a visitor sees (decision record 0027). Pages are rendered the same for everyone
 * (public ones are cached), so the header carries both link sets and a tiny inline script picks one
 * before the first paint: the product links (My plan, Course, For you, Tests) for a signed-in
 * person (the `withAuth` flag) or an anonymous visitor who has opened the product (the learning
 * mark, set by visiting a product page); the marketing links for everyone else. Sign-out clears it.
 */
export const LEARNING_MARK_KEY = "lingora:learning";

/** Set on <html> when the product links show. */
export const PRODUCT_NAV_ATTRIBUTE = "data-product-nav";

/**
 * The product's pages (with or without a locale prefix): visiting one marks the visitor as learning.
 * `/course/online-language-course` is a public marketing page (decision record 0041), not the product.
 */
export const PRODUCT_PATH = /^\/(?:[a-z]{2}(?:-\d{3})?\/)?(?:course(?!\/online-language-course(?:\/|$))|my-plan|for-you|tests)(?:\/|$)/;

/** The inline script's source (runs before the header paints; no bundle, no hydration). */
export function productNavScript(): string {
  return [
    "(function(){try{",
    "var s=window.localStorage;",
    `if(${PRODUCT_PATH.toString()}.test(location.pathname))s.setItem(${JSON.stringify(LEARNING_MARK_KEY)},"true");`,
    `if(s.getItem("withAuth")==="true"||s.getItem(${JSON.stringify(LEARNING_MARK_KEY)})==="true")`,
    `document.documentElement.setAttribute(${JSON.stringify(PRODUCT_NAV_ATTRIBUTE)},"");`,
    "}catch(e){}})();",
  ].join("");
}

/** Sign-out: back to the marketing header, in this page too. */
export function clearLearningMark(): void {
  if (typeof window === "undefined") return;
  try {
    window.localStorage.removeItem(LEARNING_MARK_KEY);
  } catch {
    // Storage may be unavailable (private mode); the header follows on the next page.
  }
  window.document?.documentElement.removeAttribute(PRODUCT_NAV_ATTRIBUTE);
}
