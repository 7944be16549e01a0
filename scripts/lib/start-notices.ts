import { parseConfig } from "../../src/lib/config/parse-config";
import { isLoopbackHost } from "../../src/lib/config/origins";
import { devOutboxUrl } from "../../src/lib/config/dev-outbox";

/** What `npm start` says once it is up, outside production: where the outbox is, and an origin that does not fit. */
export function startNotices(env: Record<string, string | undefined>): string[] {
  const config = parseConfig(env);
  if (config.APP_ENV === "production") return [];
  const notices: string[] = [];
  if (config.AUTH_SECRET) {
    notices.push(
      `[lingora] development outbox (codes and links not sent by email or SMS; opens only on this machine, with this key): ${devOutboxUrl(config.PORT, config.AUTH_SECRET)}`,
    );
  }
  const origin = new URL(config.PUBLIC_ORIGIN);
  const originPort = Number(origin.port || (origin.protocol === "https:" ? 443 : 80));
  if (isLoopbackHost(origin.hostname) && originPort !== config.PORT) {
    notices.push(
      `[lingora] PUBLIC_ORIGIN is ${config.PUBLIC_ORIGIN} but the server listens on PORT=${config.PORT}: pages on http://localhost:${config.PORT} work, but links in emails and canonical URLs point to ${config.PUBLIC_ORIGIN}. Leave PUBLIC_ORIGIN empty to follow PORT.`,
    );
  }
  return notices;
}
