import { localizedPath, type Locale } from "@/lib/i18n";
import type { FunnelAnswers } from "../model/answers";
import type { FunnelFinish } from "../model/screen-types";
import { saveAnswers } from "./save-answers";

/**
 * The end of a funnel that finishes on an app page without a plan screen (decision record 0036):
 * the answers are stored on the account first (the page reads them there), then the page opens.
 * A failed save is logged by saveAnswers; the page opens either way (the answers stay in localStorage).
 * Loaded when the funnel ends, so none of it is in the funnel page's first load.
 */
export async function finishFunnel(options: { slug: string; answers: FunnelAnswers; locale: string; finish: FunnelFinish }) {
  await saveAnswers(options.slug, options.answers, true);
  window.location.assign(localizedPath(options.locale as Locale, options.finish));
}
