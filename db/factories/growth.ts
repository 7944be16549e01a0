import { eq } from "drizzle-orm";
import { analyticsEvents, featureFlagRules, marketingPixels } from "../schema";
import type { FactoryDb } from "./database";

type Condition = Record<string, unknown>;

/** A targeting rule: the flag is `value` for those `condition` matches. Returns its id. */
export async function forceFlag(db: FactoryDb, options: { flag: string; value: unknown; condition: Condition | null }): Promise<string> {
  const [rule] = await db
    .insert(featureFlagRules)
    .values({ flagKey: options.flag, kind: "force", condition: options.condition, value: options.value })
    .returning({ id: featureFlagRules.id });
  return rule!.id;
}

/** Takes a rule away again. */
export async function removeFlagRule(db: FactoryDb, id: string): Promise<void> {
  await db.delete(featureFlagRules).where(eq(featureFlagRules.id, id));
}

/**
 * A running experiment on `flag` that puts everyone `condition` matches into the second
 * variation (weights 0/1, full coverage), hashed on the device.
 */
export async function startExperiment(
  db: FactoryDb,
  options: { flag: string; key: string; condition: Condition; variations?: unknown[] },
): Promise<void> {
  await db.insert(featureFlagRules).values({
    flagKey: options.flag,
    kind: "experiment",
    condition: options.condition,
    experimentKey: options.key,
    variations: options.variations ?? [false, true],
    weights: [0, 1],
    coverage: 1,
    hashAttribute: "device_id",
  });
}

/** Stops an experiment (the row stays, for history), as an operator would. */
export async function stopExperiment(db: FactoryDb, key: string): Promise<void> {
  await db.update(featureFlagRules).set({ status: "stopped", updatedAt: new Date() }).where(eq(featureFlagRules.experimentKey, key));
}

/** A server-side analytics event, as server code records one. */
export async function recordServerEvent(
  db: FactoryDb,
  options: { type: string; userId: string; properties?: Record<string, unknown> },
): Promise<void> {
  await db.insert(analyticsEvents).values({
    eventType: options.type,
    source: "server",
    userId: options.userId,
    eventTime: new Date(),
    eventProperties: options.properties ?? {},
  });
}

export interface BrowserEvent {
  type: string;
  deviceId: string;
  properties?: Record<string, unknown>;
  /** When the store received it (the report's range reads this); now by default. */
  receivedAt?: Date;
  userId?: string;
}

/** Browser events as the analytics ingestion stores them (one insert, source "browser"). */
export async function ingestBrowserEvents(db: FactoryDb, events: readonly BrowserEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(analyticsEvents).values(
    events.map((event) => {
      const at = event.receivedAt ?? new Date();
      return {
        eventType: event.type,
        source: "browser" as const,
        deviceId: event.deviceId,
        userId: event.userId ?? null,
        receivedAt: at,
        eventTime: at,
        eventProperties: event.properties ?? {},
      };
    }),
  );
}

/**
 * One device's walk through a funnel as the funnel runner tracks it: `funnel_screen_viewed` for
 * each screen in order (a second apart), `funnel_completed` when it reached the end, and an
 * experiment exposure first when given.
 */
export async function recordFunnelVisit(
  db: FactoryDb,
  options: {
    funnel: string;
    deviceId: string;
    screens: readonly string[];
    isCompleted?: boolean;
    at?: Date;
    exposure?: { experiment: string; variant: string };
  },
): Promise<void> {
  const start = (options.at ?? new Date()).getTime();
  const at = (second: number) => new Date(start + second * 1000);
  const events: BrowserEvent[] = [];
  if (options.exposure)
    events.push({
      type: "$exposure",
      deviceId: options.deviceId,
      receivedAt: at(0),
      properties: { experiment_key: options.exposure.experiment, variant: options.exposure.variant },
    });
  options.screens.forEach((screenId, index) =>
    events.push({
      type: "funnel_screen_viewed",
      deviceId: options.deviceId,
      receivedAt: at(index + 1),
      properties: {
        funnel: options.funnel,
        screen_id: screenId,
        screen_type: "single-choice",
        step: index + 1,
        total: options.screens.length,
      },
    }),
  );
  if (options.isCompleted)
    events.push({
      type: "funnel_completed",
      deviceId: options.deviceId,
      receivedAt: at(options.screens.length + 1),
      properties: { funnel: options.funnel },
    });
  await ingestBrowserEvents(db, events);
}

/** A Meta pixel id an operator configured: a brand pixel names its funnel, a domain pixel its domain. Returns its row id. */
export async function addMarketingPixel(
  db: FactoryDb,
  options: { kind: "flow" | "domain" | "brand"; pixelId: string; funnel?: "english-improve" | "spanish-boost"; domain?: string },
): Promise<string> {
  const [row] = await db
    .insert(marketingPixels)
    .values({ kind: options.kind, pixelId: options.pixelId, funnel: options.funnel ?? null, domain: options.domain ?? null })
    .returning({ id: marketingPixels.id });
  return row!.id;
}

export async function removeMarketingPixel(db: FactoryDb, id: string): Promise<void> {
  await db.delete(marketingPixels).where(eq(marketingPixels.id, id));
}
