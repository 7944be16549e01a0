import "server-only";
import { getMessages } from "next-intl/server";
import type { Locale, Messages } from "@/lib/i18n";
import { labelsOf, type LevelTestLabels } from "../model/labels";

/** The runner's texts in `locale`, for a server component that renders LevelTestRunner (no formatter in the browser). */
export async function levelTestLabels(locale: Locale): Promise<LevelTestLabels> {
  return labelsOf(((await getMessages({ locale })) as Messages).levelTest as Record<string, unknown> | undefined);
}
