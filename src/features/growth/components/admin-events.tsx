import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { formatDateTime, type Locale } from "@/lib/i18n";
import { eventFilterSchema, listAnalyticsEvents } from "../server/list-analytics-events";

const input = "mt-1 w-full rounded-lg border border-gray-300 px-3 py-2 text-sm";

/** /admin/events: recent analytics events, newest first, filtered by type, user or device, and time. */
export async function AdminEvents({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: Record<string, string | string[] | undefined>;
}) {
  const t = await getTranslations({ locale, namespace: "admin" });
  const raw = Object.fromEntries(Object.entries(searchParams).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  const parsed = eventFilterSchema.safeParse(raw);
  const filter = parsed.success ? parsed.data : eventFilterSchema.parse({});
  const events = await listAnalyticsEvents(filter);

  return (
    <Container className="py-10">
      <h1 className="text-3xl font-extrabold text-ink">{t("eventsTitle")}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t("eventsIntro")}</p>
      <form method="get" className="mt-6 grid gap-3 rounded-2xl border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5">
        <label className="text-sm font-semibold">
          {t("eventType")}
          <input name="eventType" className={input} defaultValue={raw.eventType ?? ""} />
        </label>
        <label className="text-sm font-semibold">
          {t("userOrDevice")}
          <input name="userId" className={input} defaultValue={raw.userId ?? ""} />
        </label>
        <label className="text-sm font-semibold">
          {t("from")}
          <input name="from" type="datetime-local" className={input} defaultValue={raw.from ?? ""} />
        </label>
        <label className="text-sm font-semibold">
          {t("to")}
          <input name="to" type="datetime-local" className={input} defaultValue={raw.to ?? ""} />
        </label>
        <div className="flex items-end">
          <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
            {t("applyFilters")}
          </button>
        </div>
        {!parsed.success ? (
          <p role="alert" className="text-sm text-red-700 sm:col-span-2 lg:col-span-5">
            {t("invalidFilters")}
          </p>
        ) : null}
      </form>
      {events.length === 0 ? (
        <p className="mt-6 text-muted">{t("noEvents")}</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-2xl border border-gray-200 bg-white">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">{t("eventsTitle")}</caption>
            <thead className="bg-gray-50">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t("receivedAt")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("eventType")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("user")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("device")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("source")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("properties")}
                </th>
              </tr>
            </thead>
            <tbody>
              {events.map((event) => (
                <tr key={`${event.receivedAt.toISOString()}-${event.id}`} className="border-t border-gray-100 align-top">
                  <td className="whitespace-nowrap px-3 py-2">{formatDateTime(locale, event.receivedAt)}</td>
                  <td className="px-3 py-2 font-mono">{event.eventType}</td>
                  <td className="px-3 py-2 font-mono break-all">{event.userId ?? ""}</td>
                  <td className="px-3 py-2 font-mono break-all">{event.deviceId ?? ""}</td>
                  <td className="px-3 py-2">{event.source}</td>
                  <td className="max-w-md px-3 py-2 font-mono text-xs break-all">{JSON.stringify(event.eventProperties)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Container>
  );
}
