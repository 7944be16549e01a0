import { handleAnalyticsBatch } from "@/features/growth/server/handle-analytics-batch";

export const dynamic = "force-dynamic";

/** Ingestion for the analytics SDK (Amplitude HTTP V2 format). */
export const POST = handleAnalyticsBatch;
