import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { analyticsEvents } from "@db/schema/growth";
import { getDb, type Database } from "@/lib/db";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest range one report reads (a year and a day), so a report stays a bounded read. */
export const FUNNEL_REPORT_MAX_DAYS = 366;
const EXPERIMENT_KEY = /^[A-Za-z0-9_.:-]{1,100}$/;

/** What a funnel report reads: one funnel, a time range [from, to) of at most a year, optionally one experiment's split. */
export const funnelReportInputSchema = z
  .object({
    funnel: z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/),
    from: z.date(),
    to: z.date(),
    experiment: z.string().regex(EXPERIMENT_KEY).optional(),
  })
  .refine((input) => input.to.getTime() > input.from.getTime(), { message: "to must be after from", path: ["to"] })
  .refine((input) => input.to.getTime() - input.from.getTime() <= FUNNEL_REPORT_MAX_DAYS * DAY_MS, {
    message: `at most ${FUNNEL_REPORT_MAX_DAYS} days`,
    path: ["to"],
  });

export type FunnelReportInput = z.infer<typeof funnelReportInputSchema>;

/** Distinct devices: per screen, completing, and (for the chosen experiment) per variation. `variant` null = everyone. */
export interface FunnelReportCounts {
  screens: { screenId: string; variant: string | null; visitors: number }[];
  completed: { variant: string | null; visitors: number }[];
  /** Every experiment these visitors were exposed to in the range, with its variations' visitors. */
  experiments: { key: string; variants: { variant: string; visitors: number }[] }[];
}

type Row = {
  kind: "screen" | "completed" | "exposure";
  screen_id: string | null;
  experiment: string | null;
  variant: string | null;
  visitors: number;
};

/**
 * The funnel report's numbers from the analytics store (issue 14 item 7, decision record 0038):
 * distinct device ids that viewed each screen (`funnel_screen_viewed`), that completed the funnel
 * (`funnel_completed`), and the experiments those devices were exposed to (`$exposure`, each
 * device counted in the variation of its first exposure). Every read is by event type and
 * `received_at` range, so PostgreSQL prunes the monthly partitions to the range and reads each
 * through `analytics_events_type_received_idx`; the funnel is filtered on the rows that index finds.
 */
export async function readFunnelReport(input: FunnelReportInput, db: Database = getDb()): Promise<FunnelReportCounts> {
  const result = await db.execute<Row>(funnelReportQuery(input));
  return countsOf(result.rows);
}

/** The report's one statement (the integration test EXPLAINs it). */
export function funnelReportQuery(input: FunnelReportInput): SQL {
  const { funnel, from, to, experiment } = funnelReportInputSchema.parse(input);
  const e = analyticsEvents;
  const inRange = (type: string) => sql`${e.eventType} = ${type} and ${e.receivedAt} >= ${from} and ${e.receivedAt} < ${to}`;
  return sql`
    with viewed as (
      select distinct ${e.deviceId} as device_id, ${e.eventProperties} ->> 'screen_id' as screen_id
      from ${e}
      where ${inRange("funnel_screen_viewed")} and ${e.eventProperties} ->> 'funnel' = ${funnel} and ${e.deviceId} is not null
    ),
    completed as (
      select distinct ${e.deviceId} as device_id
      from ${e}
      where ${inRange("funnel_completed")} and ${e.eventProperties} ->> 'funnel' = ${funnel} and ${e.deviceId} is not null
    ),
    exposed as (
      select distinct on (${e.deviceId}, ${e.eventProperties} ->> 'experiment_key')
        ${e.deviceId} as device_id, ${e.eventProperties} ->> 'experiment_key' as experiment, ${e.eventProperties} ->> 'variant' as variant
      from ${e}
      where ${inRange("$exposure")} and ${e.deviceId} in (select device_id from viewed)
        and ${e.eventProperties} ->> 'experiment_key' is not null and ${e.eventProperties} ->> 'variant' is not null
      order by ${e.deviceId}, ${e.eventProperties} ->> 'experiment_key', ${e.eventTime}, ${e.id}
    ),
    chosen as (select device_id, variant from exposed where experiment = ${experiment ?? null})
    select 'screen' as kind, screen_id, null as experiment, null as variant, count(*)::int as visitors
      from viewed group by screen_id
    union all
    select 'completed', null, null, null, count(*)::int from completed
    union all
    select 'exposure', null, experiment, variant, count(*)::int from exposed group by experiment, variant
    union all
    select 'screen', v.screen_id, null, c.variant, count(*)::int
      from viewed v join chosen c on c.device_id = v.device_id group by v.screen_id, c.variant
    union all
    select 'completed', null, null, c.variant, count(*)::int
      from completed d join chosen c on c.device_id = d.device_id group by c.variant`;
}

function countsOf(rows: Row[]): FunnelReportCounts {
  const counts: FunnelReportCounts = { screens: [], completed: [], experiments: [] };
  const experiments = new Map<string, { variant: string; visitors: number }[]>();
  for (const row of rows) {
    if (row.kind === "screen" && row.screen_id !== null)
      counts.screens.push({ screenId: row.screen_id, variant: row.variant, visitors: row.visitors });
    if (row.kind === "completed" && (row.variant !== null || row.visitors > 0))
      counts.completed.push({ variant: row.variant, visitors: row.visitors });
    if (row.kind === "exposure" && row.experiment && EXPERIMENT_KEY.test(row.experiment) && row.variant !== null) {
      const variants = experiments.get(row.experiment) ?? [];
      variants.push({ variant: row.variant, visitors: row.visitors });
      experiments.set(row.experiment, variants);
    }
  }
  counts.experiments = [...experiments]
    .map(([key, variants]) => ({ key, variants: variants.sort((a, b) => a.variant.localeCompare(b.variant, "en", { numeric: true })) }))
    .sort((a, b) => a.key.localeCompare(b.key));
  return counts;
}
