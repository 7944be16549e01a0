import { formatDate, type Locale } from "@/lib/i18n";
import type { ApplicationView } from "../model/application-fields";
import type { ApplicationFormCopy } from "../model/programme-copy";

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");

/** The person's application and its status (their note is shown as text, never as HTML). */
export function ApplicationSummary({
  application,
  copy,
  locale,
}: {
  application: ApplicationView;
  copy: ApplicationFormCopy;
  locale: Locale;
}) {
  const tone =
    application.status === "APPROVED"
      ? "border-green-300 bg-green-50"
      : application.status === "REJECTED"
        ? "border-amber-300 bg-amber-50"
        : "border-gray-200 bg-white";
  return (
    <section aria-labelledby="ffu-application" className={`rounded-2xl border p-5 ${tone}`}>
      <h3 id="ffu-application" className="text-lg font-bold text-ink">
        {copy.yourApplication}
      </h3>
      <p className="mt-1 font-semibold" data-status={application.status}>
        {copy.status[application.status]}
      </p>
      <p className="mt-1 text-sm text-gray-700">{fill(copy.submittedOn, { date: formatDate(locale, new Date(application.createdAt)) })}</p>
      <dl className="mt-3 grid gap-1 text-sm text-gray-800">
        <div>
          <dt className="inline font-semibold">{copy.situationLegend}: </dt>
          <dd className="inline">{copy.situations[application.situation]}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">{copy.city}: </dt>
          <dd className="inline">{application.city}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">{copy.country}: </dt>
          <dd className="inline">{application.country}</dd>
        </div>
        {application.note ? (
          <div>
            <dt className="inline font-semibold">{copy.noteSummary}: </dt>
            <dd className="inline whitespace-pre-line">{application.note}</dd>
          </div>
        ) : null}
      </dl>
      {application.decisionReason ? (
        <p className="mt-3 text-sm text-gray-800" data-testid="ffu-decision-note">
          {fill(application.status === "APPROVED" ? copy.decisionNote : copy.decisionReason, { reason: application.decisionReason })}
        </p>
      ) : null}
    </section>
  );
}
