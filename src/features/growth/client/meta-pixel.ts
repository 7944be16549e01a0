type Fbq = ((...args: unknown[]) => void) & {
  queue?: unknown[];
  loaded?: boolean;
  version?: string;
  callMethod?: (...args: unknown[]) => void;
  push?: unknown;
};

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

let initialised = new Set<string>();

/**
 * The Meta pixel loader (the standard fbq stub and script), for the given pixel ids. Only called
 * after marketing consent; a second call adds ids that are new and tracks one PageView.
 */
export function loadMetaPixels(pixelIds: string[], scriptUrl: string): void {
  if (pixelIds.length === 0) return;
  if (!window.fbq) {
    const fbq: Fbq = function (...args: unknown[]) {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue!.push(args);
    } as Fbq;
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = "2.0";
    fbq.queue = [];
    window.fbq = fbq;
    window._fbq ??= fbq;
    const script = document.createElement("script");
    script.async = true;
    script.src = scriptUrl;
    document.head.appendChild(script);
  }
  window.fbq("consent", "grant");
  for (const id of pixelIds) {
    if (initialised.has(id)) continue;
    window.fbq("init", id);
    initialised.add(id);
  }
  window.fbq("track", "PageView");
}

/** Marketing consent withdrawn: the pixel stops sending. */
export function revokeMetaPixels(): void {
  window.fbq?.("consent", "revoke");
}

export function resetMetaPixelsForTests(): void {
  initialised = new Set();
}
