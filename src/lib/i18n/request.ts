import { getRequestConfig } from "next-intl/server";
import { logger } from "@/lib/logger";
import { loadMessages } from "./load-messages";
import { defaultLocale, normalizeLocale } from "./locales";

export default getRequestConfig(async ({ requestLocale }) => {
  const locale = normalizeLocale(await requestLocale) ?? defaultLocale;
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: "UTC",
    onError(error) {
      logger.warn({ err: error, locale }, "i18n message problem");
    },
    getMessageFallback({ namespace, key }) {
      return [namespace, key].filter(Boolean).join(".");
    },
  };
});
