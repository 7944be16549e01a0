import "server-only";
import { cookies, headers } from "next/headers";
import { cache } from "react";
import { logger } from "@/lib/logger";
import { buildExperimentAttributes } from "../model/attributes";
import { ATTRIBUTION_COOKIE, parseAttribution, utmSourceOf } from "../model/attribution";
import { DEVICE_ID_COOKIE } from "../model/cookies";
import { codeDefaultFlags, evaluateFlagsOrDefaults, type RequestFlags } from "./evaluate-flags";
import { resolveEvaluationAttributes } from "./handle-remote-eval";

export type { RequestFlags };

/**
 * The flags of this request, evaluated once per render with the same attributes the browser will
 * send (device id and campaign from cookies), so a personal (dynamic) page renders the right
 * value on the first paint. If evaluation fails the code defaults render, and the browser evaluates again.
 */
export const getRequestFlags = cache(async (): Promise<RequestFlags> => {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  const claimed = {
    device_id: cookieStore.get(DEVICE_ID_COOKIE)?.value,
    utm_source: utmSourceOf(parseAttribution(cookieStore.get(ATTRIBUTION_COOKIE)?.value)),
  };
  try {
    return await evaluateFlagsOrDefaults(await resolveEvaluationAttributes(new Headers(headerList), claimed));
  } catch (error) {
    logger.error({ err: error }, "flag attributes unavailable; rendering the defaults");
    return codeDefaultFlags(buildExperimentAttributes({}));
  }
});
