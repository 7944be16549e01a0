/** What other features may use of growth on the server. */
export { consentRecordOwnership } from "./server/consent-ownership";
export { getPublicFlags } from "./server/get-public-flags";
export { getRequestFlags, type RequestFlags } from "./server/get-request-flags";
export { recordServerEvent, recordServerEvents, type ServerEvent } from "./server/record-server-event";
export { loadPixelConfig } from "./server/load-pixel-config";
export { getGeolocation, getPixels, postRemoteEval } from "./server/growth-endpoints";
export { lookupCountryCode } from "./server/lookup-geolocation";
export { handleAnalyticsBatch } from "./server/handle-analytics-batch";
/** The admin funnel report's numbers from the analytics store (decision record 0038). */
export { FUNNEL_REPORT_MAX_DAYS, readFunnelReport, type FunnelReportCounts, type FunnelReportInput } from "./server/read-funnel-report";
