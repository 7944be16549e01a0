import "server-only";
import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { readFunnelReport } from "@/features/growth/server";
import type { Locale } from "@/lib/i18n";
import { buildFunnelReport } from "../../model/funnel-report";
import { parseReportFilters, REPORT_MAX_DAYS } from "../../model/report-filters";
import { listFunnels } from "../../server/load-funnels";
import { FunnelReportChart } from "./funnel-report-chart";
import { FunnelReportTable } from "./funnel-report-table";

const input = "mt-1 w-full rounded-lg border border-gray-300 px-3 py-2 text-sm";

/**
 * /admin/funnels (issue 14 item 7, decision record 0038): a funnel and a range of days (the last 30
 * by default), visitors per screen in path order with drop-off and completion, split by an
 * experiment's variations on request, as a server-drawn chart and a table.
 */
export async function AdminFunnelReport({
  locale,
  searchParams,
  now = new Date(),
}: {
  locale: Locale;
  searchParams: Record<string, string | string[] | undefined>;
  now?: Date;
}) {
  const t = await getTranslations({ locale, namespace: "adminFunnels" });
  const definitions = listFunnels().sort((a, b) => a.slug.localeCompare(b.slug));
  const parsed = parseReportFilters(
    searchParams,
    definitions.map((definition) => definition.slug),
    now,
  );
  const { filters } = parsed;
  const definition = definitions.find((candidate) => candidate.slug === filters.funnel);
  const counts = definition
    ? await readFunnelReport({ funnel: filters.funnel, from: filters.from, to: filters.to, experiment: filters.experiment })
    : { screens: [], completed: [], experiments: [] };
  const experiment = counts.experiments.find((candidate) => candidate.key === filters.experiment);
  const variants = experiment?.variants.map((entry) => entry.variant) ?? [];
  const report = buildFunnelReport(definition?.screens ?? [], counts, variants);
  const seriesNames = [t("allVisitors"), ...variants.map((variant) => t("variation", { variant }))];
  const all = report.series[0]!;
  const started = all.steps[0]?.visitors ?? 0;
  const completed = all.steps[all.steps.length - 1]?.visitors ?? 0;
  const number = new Intl.NumberFormat(locale);

  return (
    <Container className="py-10">
      <h1 className="text-3xl font-extrabold text-ink">{t("title")}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t("intro")}</p>
      <form method="get" className="mt-6 grid gap-3 rounded-2xl border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5">
        <div className="text-sm">
          <label htmlFor="report-funnel" className="font-semibold">
            {t("funnel")}
          </label>
          <select id="report-funnel" name="funnel" className={input} defaultValue={filters.funnel}>
            {definitions.map((candidate) => (
              <option key={candidate.slug} value={candidate.slug}>
                {candidate.slug}
              </option>
            ))}
          </select>
        </div>
        <div className="text-sm">
          <label htmlFor="report-from" className="font-semibold">
            {t("from")}
          </label>
          <input id="report-from" name="from" type="date" required className={input} defaultValue={filters.fromDay} />
        </div>
        <div className="text-sm">
          <label htmlFor="report-to" className="font-semibold">
            {t("to")}
          </label>
          <input id="report-to" name="to" type="date" required className={input} defaultValue={filters.toDay} />
        </div>
        <div className="text-sm">
          <label htmlFor="report-experiment" className="font-semibold">
            {t("experiment")}
          </label>
          <select id="report-experiment" name="experiment" className={input} defaultValue={experiment?.key ?? ""}>
            <option value="">{t("noSplit")}</option>
            {counts.experiments.map((candidate) => (
              <option key={candidate.key} value={candidate.key}>
                {candidate.key}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-end">
          <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
            {t("apply")}
          </button>
        </div>
        <p className="text-xs text-muted sm:col-span-2 lg:col-span-5">{t("rangeNote", { days: REPORT_MAX_DAYS })}</p>
        {!parsed.ok ? (
          <p role="alert" className="text-sm text-red-700 sm:col-span-2 lg:col-span-5">
            {t("invalidFilters")}
          </p>
        ) : null}
      </form>

      <p className="mt-6 font-semibold text-ink" data-report-summary>
        {t("summary", { started: number.format(started), completed: number.format(completed) })}
      </p>
      {counts.experiments.length === 0 ? <p className="mt-1 text-sm text-muted">{t("noExperiments")}</p> : null}
      {started === 0 && completed === 0 ? (
        <p className="mt-4 text-muted">{t("noVisitors")}</p>
      ) : (
        <div className="mt-4 grid gap-6 xl:grid-cols-2">
          <FunnelReportChart
            report={report}
            locale={locale}
            labels={{ title: t("chartTitle"), completed: t("completed"), series: seriesNames }}
          />
          <FunnelReportTable
            report={report}
            locale={locale}
            labels={{
              caption: t("tableCaption", { funnel: filters.funnel, from: filters.fromDay, to: filters.toDay }),
              screen: t("screen"),
              visitors: t("visitors"),
              dropOff: t("dropOff"),
              completed: t("completed"),
              completion: t("completion"),
              series: seriesNames,
            }}
          />
        </div>
      )}
    </Container>
  );
}
