import { parseConfig } from "../../src/lib/config/parse-config";
import { devOutboxUrl } from "../../src/lib/config/dev-outbox";

/** The line `npm start` prints outside production: where the development outbox is, with its key. */
export function devOutboxNotice(env: Record<string, string | undefined>): string | null {
  const config = parseConfig(env);
  if (config.APP_ENV === "production" || !config.AUTH_SECRET) return null;
  return `[lingora] development outbox (codes and links not sent by email or SMS; opens only on this machine, with this key): ${devOutboxUrl(config.PORT, config.AUTH_SECRET)}`;
}
