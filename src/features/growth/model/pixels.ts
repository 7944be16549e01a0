/** Marketing pixels (spec section 3): a flow pixel, domain pixels, and two brands keyed by funnel. */
export const PIXEL_FUNNELS = ["english-improve", "spanish-boost"] as const;
export type PixelFunnel = (typeof PIXEL_FUNNELS)[number];

export interface PixelConfig {
  flowPixelId: string | null;
  domainPixels: { pixelId: string; domain: string; isActive: boolean }[];
  brandPixels: Partial<Record<PixelFunnel, string>>;
}

export const PIXEL_ID = /^[0-9]{5,20}$/;

/** The pixel ids to initialise on this page: the flow pixel, the active pixels of this domain, and the funnel's brand pixel. */
export function selectPixelIds(config: PixelConfig, page: { hostname: string; pathname: string }): string[] {
  const ids = new Set<string>();
  if (config.flowPixelId && PIXEL_ID.test(config.flowPixelId)) ids.add(config.flowPixelId);
  const host = page.hostname.toLowerCase();
  for (const pixel of config.domainPixels) {
    if (
      pixel.isActive &&
      PIXEL_ID.test(pixel.pixelId) &&
      (host === pixel.domain.toLowerCase() || host.endsWith(`.${pixel.domain.toLowerCase()}`))
    ) {
      ids.add(pixel.pixelId);
    }
  }
  const funnel = /\/funnel\/([a-z0-9-]+)/.exec(page.pathname)?.[1];
  const brand = funnel && (PIXEL_FUNNELS as readonly string[]).includes(funnel) ? config.brandPixels[funnel as PixelFunnel] : undefined;
  if (brand && PIXEL_ID.test(brand)) ids.add(brand);
  return [...ids];
}
