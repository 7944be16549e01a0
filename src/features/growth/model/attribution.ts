/**
 * The first-party attribution cookie (spec sections 3 and 9): where the visitor came from, how many
 * visits and how many pages. A visit ends after 30 minutes without a page view. A new visit with a
 * campaign or a non-direct referrer replaces the attribution (last non-direct touch); a direct
 * visit keeps it.
 */
export const ATTRIBUTION_COOKIE = "lingora_attribution";
export const ATTRIBUTION_MAX_AGE_SECONDS = 183 * 24 * 60 * 60; // 6 months
export const VISIT_TIMEOUT_MS = 30 * 60 * 1000;

export const UTM_PARAMS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export const CLICK_ID_PARAMS = ["fbclid", "gclid", "ttclid", "msclkid", "gbraid", "wbraid"] as const;
export const TRACKED_PARAMS = [...UTM_PARAMS, ...CLICK_ID_PARAMS] as const;

export type AttributionType = "paid" | "campaign" | "organic" | "social" | "referral" | "direct";

export interface Attribution {
  type: AttributionType;
  source: string;
  medium: string;
  campaign: string;
  content: string;
  term: string;
  /** The click id that came with the touch, e.g. { name: "gclid", value: "…" }. */
  clickId: { name: (typeof CLICK_ID_PARAMS)[number]; value: string } | null;
  visits: number;
  pages: number;
  /** Epoch ms of the last page view: decides when a visit ends. */
  lastSeenAt: number;
}

const SEARCH_ENGINES: [RegExp, string][] = [
  [/(^|\.)google\./, "google"],
  [/(^|\.)bing\.com$/, "bing"],
  [/(^|\.)yahoo\./, "yahoo"],
  [/(^|\.)duckduckgo\.com$/, "duckduckgo"],
  [/(^|\.)yandex\./, "yandex"],
  [/(^|\.)baidu\.com$/, "baidu"],
  [/(^|\.)ecosia\.org$/, "ecosia"],
];
const SOCIAL: [RegExp, string][] = [
  [/(^|\.)(facebook\.com|fb\.com|l\.facebook\.com)$/, "facebook"],
  [/(^|\.)instagram\.com$/, "instagram"],
  [/(^|\.)(t\.co|twitter\.com|x\.com)$/, "x"],
  [/(^|\.)linkedin\.com$/, "linkedin"],
  [/(^|\.)tiktok\.com$/, "tiktok"],
  [/(^|\.)(youtube\.com|youtu\.be)$/, "youtube"],
  [/(^|\.)reddit\.com$/, "reddit"],
  [/(^|\.)pinterest\./, "pinterest"],
];
const PAID_MEDIUM = /^(cpc|ppc|cpm|cpv|paid|paidsocial|paid_social|paid-social|display|ads?|retargeting)$/i;

const clean = (value: string | null | undefined) => (value ?? "").trim().slice(0, 200);

type Touch = Omit<Attribution, "visits" | "pages" | "lastSeenAt">;

/** What this page view says about the source: a campaign, a click id, a referrer, or nothing (direct). */
export function readTouch(input: { url: string; referrer: string; siteHost: string }): Touch {
  const url = new URL(input.url);
  const params = url.searchParams;
  const utm = Object.fromEntries(UTM_PARAMS.map((name) => [name, clean(params.get(name))])) as Record<(typeof UTM_PARAMS)[number], string>;
  const clickName = CLICK_ID_PARAMS.find((name) => clean(params.get(name)));
  const clickId = clickName ? { name: clickName, value: clean(params.get(clickName)) } : null;
  if (utm.utm_source || utm.utm_medium || utm.utm_campaign || clickId) {
    const paid = Boolean(clickId) || PAID_MEDIUM.test(utm.utm_medium);
    const implied = clickId
      ? { fbclid: "facebook", gclid: "google", ttclid: "tiktok", msclkid: "bing", gbraid: "google", wbraid: "google" }[clickId.name]
      : "";
    return {
      type: paid ? "paid" : "campaign",
      source: utm.utm_source || implied || "(not set)",
      medium: utm.utm_medium || (clickId ? "cpc" : "(not set)"),
      campaign: utm.utm_campaign,
      content: utm.utm_content,
      term: utm.utm_term,
      clickId,
    };
  }
  let referrerHost = "";
  try {
    referrerHost = input.referrer ? new URL(input.referrer).hostname.toLowerCase() : "";
  } catch {
    referrerHost = "";
  }
  const ownSite = referrerHost === input.siteHost.toLowerCase() || referrerHost.endsWith(`.${input.siteHost.toLowerCase()}`);
  const blank = { campaign: "", content: "", term: "", clickId: null };
  if (!referrerHost || ownSite) return { type: "direct", source: "(direct)", medium: "(none)", ...blank };
  const engine = SEARCH_ENGINES.find(([pattern]) => pattern.test(referrerHost));
  if (engine) return { type: "organic", source: engine[1], medium: "organic", ...blank };
  const social = SOCIAL.find(([pattern]) => pattern.test(referrerHost));
  if (social) return { type: "social", source: social[1], medium: "social", ...blank };
  return { type: "referral", source: referrerHost, medium: "referral", ...blank };
}

/** The cookie after one page view at `now`. */
export function updateAttribution(
  previous: Attribution | null,
  view: { now: number; url: string; referrer: string; siteHost: string },
): Attribution {
  const touch = readTouch(view);
  const isNewVisit = !previous || view.now - previous.lastSeenAt > VISIT_TIMEOUT_MS || view.now < previous.lastSeenAt - VISIT_TIMEOUT_MS;
  const isTagged = touch.type === "paid" || touch.type === "campaign";
  // A tagged link always counts; a referrer only starts a new visit's attribution; direct never replaces.
  const replaces = !previous || isTagged || (isNewVisit && touch.type !== "direct");
  const base: Touch = replaces ? touch : pickTouch(previous);
  return {
    ...base,
    visits: (previous?.visits ?? 0) + (isNewVisit ? 1 : 0),
    pages: (previous?.pages ?? 0) + 1,
    lastSeenAt: view.now,
  };
}

function pickTouch(a: Attribution): Touch {
  return { type: a.type, source: a.source, medium: a.medium, campaign: a.campaign, content: a.content, term: a.term, clickId: a.clickId };
}

/** The utm_source attribute for experiments: the campaign's source, else "organic". */
export function utmSourceOf(attribution: Attribution | null): string | null {
  return attribution && (attribution.type === "paid" || attribution.type === "campaign") ? attribution.source : null;
}

export function serializeAttribution(attribution: Attribution): string {
  return encodeURIComponent(JSON.stringify(attribution));
}

/** Reads the cookie value; anything malformed or tampered into nonsense reads as no attribution. */
export function parseAttribution(raw: string | null | undefined): Attribution | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as Partial<Attribution>;
    const types: AttributionType[] = ["paid", "campaign", "organic", "social", "referral", "direct"];
    if (!value || !types.includes(value.type as AttributionType)) return null;
    if (!Number.isInteger(value.visits) || !Number.isInteger(value.pages) || typeof value.lastSeenAt !== "number") return null;
    const text = (v: unknown) => (typeof v === "string" ? v.slice(0, 200) : "");
    const clickId =
      value.clickId && CLICK_ID_PARAMS.includes(value.clickId.name) && typeof value.clickId.value === "string"
        ? { name: value.clickId.name, value: value.clickId.value.slice(0, 200) }
        : null;
    return {
      type: value.type as AttributionType,
      source: text(value.source),
      medium: text(value.medium),
      campaign: text(value.campaign),
      content: text(value.content),
      term: text(value.term),
      clickId,
      visits: Math.max(1, value.visits!),
      pages: Math.max(1, value.pages!),
      lastSeenAt: value.lastSeenAt,
    };
  } catch {
    return null;
  }
}
