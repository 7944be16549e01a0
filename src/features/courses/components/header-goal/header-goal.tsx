import { getTranslations } from "next-intl/server";
import { localizedPath, type Locale } from "@/lib/i18n";
import { HeaderGoalIsland } from "./header-goal-island";

/**
 * The daily-goal ring in the site header (issue 13 item 5, decision record 0030). The header is
 * shared with publicly cached pages, so nothing personal is rendered here: the page carries only
 * the link and the two message templates, and a small island shows the ring in the browser, for a
 * learner, with the `daily_goal` flag on and a goal chosen.
 */
export async function HeaderGoal({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "dailyGoal" });
  return (
    <HeaderGoalIsland
      href={`${localizedPath(locale, "/my-plan")}#daily-goal`}
      // Templates with {done} and {goal} only (the message check keeps them so): no formatter in the browser.
      progress={t.raw("progress") as string}
      short={t.raw("short") as string}
    />
  );
}
