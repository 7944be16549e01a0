import "server-only";
import { logger } from "@/lib/logger";
import { fallbackChain, type Locale } from "./locales";
import { mergeMessages, type Messages } from "./merge-messages";

type Importer = (locale: Locale) => Promise<Messages>;

const importCatalogue: Importer = async (locale) => (await import(`../../../messages/${locale}.json`)).default as Messages;

/**
 * The locale's catalogue with every missing key filled from its fallbacks (es-419 → es → en).
 * A catalogue that fails to load is skipped, so the page renders from the next one in the chain.
 */
export async function loadMessages(locale: Locale, load: Importer = importCatalogue): Promise<Messages> {
  const catalogues = await Promise.all(
    fallbackChain(locale).map(async (candidate) => {
      try {
        return await load(candidate);
      } catch (error) {
        logger.error({ err: error, locale: candidate }, "message catalogue failed to load; falling back");
        return undefined;
      }
    }),
  );
  return mergeMessages(...catalogues);
}
