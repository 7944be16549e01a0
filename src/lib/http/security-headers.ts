/**
 * Security headers sent on every response (see README, "Security headers").
 * Public pages are prerendered and shared by caches, so a per-request nonce is impossible;
 * Next.js bootstraps each page with inline scripts, which is why script-src allows 'unsafe-inline'.
 * Everything else is locked to our own origin.
 */
export function buildContentSecurityPolicy(options: {
  isDev: boolean;
  upgradeInsecure: boolean;
  extraConnect?: string[];
  /** The marketing pixel: its script's origin, and Meta's beacon host (only loaded after marketing consent). */
  pixelScriptOrigin?: string;
}): string {
  const pixel = options.pixelScriptOrigin ? [options.pixelScriptOrigin] : [];
  const beacon = options.pixelScriptOrigin ? ["https://www.facebook.com"] : [];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-inline'", ...pixel, ...(options.isDev ? ["'unsafe-eval'"] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...beacon],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...(options.extraConnect ?? []), ...pixel, ...beacon, ...(options.isDev ? ["ws:", "wss:"] : [])],
    "media-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "frame-src": ["'self'"],
    "worker-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (options.upgradeInsecure) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

export function buildSecurityHeaders(options: {
  isProduction: boolean;
  isDev: boolean;
  isHttpsOrigin: boolean;
  authServerOrigin?: string;
  pixelScriptOrigin?: string;
}) {
  const headers: Array<{ key: string; value: string }> = [
    {
      key: "Content-Security-Policy",
      value: buildContentSecurityPolicy({
        isDev: options.isDev,
        upgradeInsecure: options.isHttpsOrigin,
        extraConnect: options.authServerOrigin ? [options.authServerOrigin] : [],
        pixelScriptOrigin: options.pixelScriptOrigin,
      }),
    },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    {
      key: "Permissions-Policy",
      value: "camera=(self), microphone=(self), geolocation=(), payment=(self), usb=(), interest-cohort=()",
    },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin-allow-popups" },
  ];
  if (options.isProduction) {
    headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" });
  }
  return headers;
}
