import { getTranslations } from "next-intl/server";
import { SubmitButton } from "@/components/ui/submit-button";
import type { Locale } from "@/lib/i18n";
import { breakChoices, type MyPlan } from "../../model/plan";
import { announceBreakForm, cancelBreakForm } from "../../server/plan-actions";
import { formatDay } from "./format";

export type BreakNotice = "announced" | "canceled" | "bad-length" | "not-in-advance" | "bad-day" | "already-planned" | "not-found";

const PROBLEM_KEY: Record<Exclude<BreakNotice, "announced" | "canceled">, string> = {
  "bad-length": "breakProblemBadLength",
  "not-in-advance": "breakProblemNotInAdvance",
  "bad-day": "breakProblemBadDay",
  "already-planned": "breakProblemAlreadyPlanned",
  "not-found": "breakProblemNotFound",
};

/**
 * The planned break: announce one (plain form, no script needed), see and cancel the one ahead.
 * While a break runs, the plan page shows a calm banner instead (see MyPlanView).
 */
export async function PlanBreak({ locale, plan, notice }: { locale: Locale; plan: MyPlan; notice: BreakNotice | null }) {
  const t = await getTranslations({ locale, namespace: "myPlan" });
  const tSettings = await getTranslations({ locale, namespace: "settings" });
  const longDay = (day: string) => formatDay(locale, day, { weekday: "long", day: "numeric", month: "long" });
  const choices = breakChoices(plan.today);
  const message =
    notice === "announced" ? t("breakAnnounced") : notice === "canceled" ? t("breakCanceled") : notice ? t(PROBLEM_KEY[notice]) : null;
  const isProblem = notice !== null && notice !== "announced" && notice !== "canceled";
  const hidden = (
    <>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="timeZone" value={plan.timeZone} />
    </>
  );
  return (
    <section id="break" aria-labelledby="break-title" className="scroll-mt-20 rounded-2xl border border-gray-200 bg-white p-5 sm:p-6">
      <h2 id="break-title" className="text-lg font-bold text-ink">
        {t("breakHeading")}
      </h2>
      <p className="mt-2 text-sm text-gray-700">{t("breakExplain")}</p>
      {message ? (
        <p
          role={isProblem ? "alert" : "status"}
          className={`mt-3 rounded-lg px-3 py-2 text-sm font-medium ${isProblem ? "bg-red-50 text-red-800" : "bg-green-50 text-green-800"}`}
        >
          {message}
        </p>
      ) : null}
      {plan.upcomingBreak ? (
        <form
          action={cancelBreakForm}
          className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
          data-upcoming-break
        >
          {hidden}
          <input type="hidden" name="breakId" value={plan.upcomingBreak.id} />
          <p className="font-medium text-ink">
            {plan.upcomingBreak.days === 1
              ? t("breakUpcomingOneDay", { day: longDay(plan.upcomingBreak.firstDay) })
              : t("breakUpcoming", { first: longDay(plan.upcomingBreak.firstDay), last: longDay(plan.upcomingBreak.lastDay) })}
          </p>
          <SubmitButton variant="secondary" size="sm" pendingLabel={tSettings("saving")}>
            {t("breakCancel")}
          </SubmitButton>
        </form>
      ) : (
        <form action={announceBreakForm} className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
          {hidden}
          <label className="flex flex-col gap-1 text-sm font-medium text-ink">
            {t("breakFirstDay")}
            <select
              name="firstDay"
              defaultValue={choices.firstDays[0]}
              className="rounded-lg border border-gray-300 bg-white px-3 py-2 text-base"
            >
              {choices.firstDays.map((day) => (
                <option key={day} value={day}>
                  {longDay(day)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium text-ink">
            {t("breakLength")}
            <select name="days" defaultValue="7" className="rounded-lg border border-gray-300 bg-white px-3 py-2 text-base">
              {choices.lengths.map((days) => (
                <option key={days} value={days}>
                  {t("breakDays", { count: days })}
                </option>
              ))}
            </select>
          </label>
          <SubmitButton variant="secondary" pendingLabel={tSettings("saving")}>
            {t("breakSubmit")}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
