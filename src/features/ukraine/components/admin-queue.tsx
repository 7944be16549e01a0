import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { formatDateTime, type Locale } from "@/lib/i18n";
import type { ApplicationStatus } from "../model/application";
import { formNonce } from "../server/form-nonce";
import { listQueue, type QueueEntry } from "../server/list-queue";
import { AdminDecisionForm, type AdminDecisionStrings } from "./admin-decision-form";

const cell = "px-3 py-2 align-top text-sm";
const OUTCOMES = ["approved", "rejected", "approvedReplayed", "rejectedReplayed"] as const;
const ERRORS = ["forbidden", "notFound", "alreadyDecided", "reasonRequired", "reasonTooLong", "nonceInvalid", "invalid", "failed"] as const;

/**
 * /admin/free-for-ukraine (decision record 0040): pending applications first (oldest first), each
 * with its own approve/reject form and nonce; then the latest decisions and the audit log.
 */
export async function AdminQueue({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "adminFreeForUkraine" });
  const queue = await listQueue();
  const strings = (entry: QueueEntry): AdminDecisionStrings => ({
    label: t("decisionLabel", { email: entry.applicantEmail ?? entry.id }),
    reason: t("reason"),
    approve: t("approve"),
    reject: t("reject"),
    outcomes: Object.fromEntries(OUTCOMES.map((key) => [key, t(`outcomes.${key}`)])),
    errors: Object.fromEntries(ERRORS.map((key) => [key, t(`errors.${key}`)])),
  });
  const status = (value: ApplicationStatus) => t(`statuses.${value}`);
  const declared = (entry: QueueEntry) => (
    <>
      <p className="font-semibold">{t(`situations.${entry.situation}`)}</p>
      <p>
        {entry.city}, {entry.country}
      </p>
      {entry.note ? <p className="mt-1 whitespace-pre-line text-gray-700">{entry.note}</p> : null}
    </>
  );
  const table = (caption: string, headers: string[], rows: React.ReactNode, empty: boolean) => (
    <section className="mt-10">
      <div className="overflow-x-auto rounded-2xl border border-gray-200 bg-white">
        <table className="w-full text-left">
          <caption className="px-3 py-3 text-left text-xl font-bold text-ink">{caption}</caption>
          <thead className="bg-gray-50">
            <tr>
              {headers.map((header) => (
                <th key={header} scope="col" className={`${cell} font-semibold`}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {empty ? (
              <tr>
                <td colSpan={headers.length} className={`${cell} text-gray-700`}>
                  {t("empty")}
                </td>
              </tr>
            ) : (
              rows
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
  return (
    <Container className="py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t("title")}</h1>
      <p className="mt-3 max-w-2xl text-gray-700">{t("intro")}</p>
      {table(
        t("pendingTitle"),
        [t("applicant"), t("declared"), t("sent"), t("decision")],
        queue.pending.map((entry) => (
          <tr key={entry.id} className="border-t border-gray-100">
            <td className={`${cell} break-all`}>{entry.applicantEmail ?? t("formerAccount")}</td>
            <td className={cell}>{declared(entry)}</td>
            <td className={`${cell} whitespace-nowrap`}>{formatDateTime(locale, entry.createdAt)}</td>
            <td className={`${cell} min-w-64`}>
              <AdminDecisionForm applicationId={entry.id} nonce={formNonce()} strings={strings(entry)} />
            </td>
          </tr>
        )),
        queue.pending.length === 0,
      )}
      {table(
        t("decidedTitle"),
        [t("applicant"), t("declared"), t("status"), t("reason"), t("decidedBy")],
        queue.decided.map((entry) => (
          <tr key={entry.id} className="border-t border-gray-100">
            <td className={`${cell} break-all`}>{entry.applicantEmail ?? t("formerAccount")}</td>
            <td className={cell}>{declared(entry)}</td>
            <td className={cell}>
              {status(entry.status)}
              {entry.decidedAt ? <p className="text-gray-700">{formatDateTime(locale, entry.decidedAt)}</p> : null}
            </td>
            <td className={cell}>{entry.decisionReason}</td>
            <td className={`${cell} break-all`}>{entry.decidedByEmail ?? t("formerAccount")}</td>
          </tr>
        )),
        queue.decided.length === 0,
      )}
      {table(
        t("auditTitle"),
        [t("when"), t("action"), t("admin"), t("reason")],
        queue.audit.map((row) => (
          <tr key={row.id} className="border-t border-gray-100">
            <td className={`${cell} whitespace-nowrap`}>{formatDateTime(locale, row.createdAt)}</td>
            <td className={cell}>{t(`actions.${row.action}`)}</td>
            <td className={`${cell} break-all`}>{row.adminEmail ?? t("formerAccount")}</td>
            <td className={cell}>{row.reason}</td>
          </tr>
        )),
        queue.audit.length === 0,
      )}
    </Container>
  );
}
