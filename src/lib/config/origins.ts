import type { Config } from "./parse-config";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** localhost, 127.0.0.0/8 or ::1 (as URL.hostname writes them). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return LOOPBACK_HOSTS.has(host) || host.endsWith(".localhost") || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/**
 * The origins our pages may be served from: identity's trusted origins and every same-origin check
 * accept these and nothing else. Always PUBLIC_ORIGIN; outside production also this machine under
 * its usual names (localhost, 127.0.0.1, [::1]) on PORT and on PUBLIC_ORIGIN's port, so that a
 * first run works whichever of them the person opens.
 */
export function trustedOrigins(config: Pick<Config, "APP_ENV" | "PORT" | "PUBLIC_ORIGIN">): string[] {
  const origins = new Set([config.PUBLIC_ORIGIN]);
  if (config.APP_ENV !== "production") {
    const publicUrl = new URL(config.PUBLIC_ORIGIN);
    const ports = new Set([String(config.PORT)]);
    if (isLoopbackHost(publicUrl.hostname) && publicUrl.protocol === "http:") ports.add(publicUrl.port || "80");
    for (const port of ports) {
      const suffix = port === "80" ? "" : `:${port}`;
      for (const host of ["localhost", "127.0.0.1", "[::1]"]) origins.add(`http://${host}${suffix}`);
    }
  }
  return [...origins];
}

/** Whether a browser's Origin header names one of our origins. */
export function isTrustedOrigin(origin: string, config: Pick<Config, "APP_ENV" | "PORT" | "PUBLIC_ORIGIN">): boolean {
  return trustedOrigins(config).includes(origin);
}
