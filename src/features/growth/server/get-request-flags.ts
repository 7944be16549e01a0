import "server-only";
import { cookies, headers } from "next/headers";
import { cache } from "react";
import { logger } from "@/lib/logger";
import type { ExperimentAttributes } from "../model/attributes";
import { parseAttribution, utmSourceOf, ATTRIBUTION_COOKIE } from "../model/attribution";
import { DEVICE_ID_COOKIE } from "../model/cookies";
import { buildExperimentAttributes } from "../model/attributes";
import { defaultFlagValues, type FlagValues } from "../model/flags";
import { evaluateFlagPayload, flagValuesOf, type EvaluatedPayload } from "./evaluate-flags";
import { resolveEvaluationAttributes } from "./handle-remote-eval";

export interface RequestFlags {
  attributes: ExperimentAttributes;
  payload: EvaluatedPayload;
  values: FlagValues;
}

/**
 * The flags of this request, evaluated once per render with the same attributes the browser will
 * send (device id and campaign from cookies), so server components render the right value on the
 * first paint. If evaluation fails the code defaults render, and the browser evaluates again.
 */
export const getRequestFlags = cache(async (): Promise<RequestFlags> => {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  const claimed = {
    device_id: cookieStore.get(DEVICE_ID_COOKIE)?.value,
    utm_source: utmSourceOf(parseAttribution(cookieStore.get(ATTRIBUTION_COOKIE)?.value)),
  };
  try {
    const attributes = await resolveEvaluationAttributes(new Headers(headerList), claimed);
    const payload = await evaluateFlagPayload(attributes);
    return { attributes, payload, values: flagValuesOf(payload, attributes) };
  } catch (error) {
    logger.error({ err: error }, "flag evaluation failed; rendering the defaults");
    return { attributes: buildExperimentAttributes({}), payload: { features: {}, experiments: [] }, values: defaultFlagValues() };
  }
});
